import { useEffect, useRef } from 'react';

import type { AuthorityCode } from '@/api/generated/model';

import { type AuthorityNode, checkState, toggleNode } from '../authority-tree';

interface TreeProps {
  nodes: readonly AuthorityNode[];
  held: ReadonlySet<AuthorityCode>;
  onChange: (next: Set<AuthorityCode>) => void;
  disabled?: boolean;
  parents?: readonly AuthorityNode[];
}

/** A tri-state checkbox: `indeterminate` exists only as a DOM property. */
function TriCheckbox(props: {
  node: AuthorityNode;
  state: ReturnType<typeof checkState>;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.state === 'mixed';
  }, [props.state]);
  return (
    <label className="flex cursor-pointer items-center gap-2 py-0.5 text-sm">
      <input
        ref={ref}
        type="checkbox"
        className="size-4 accent-primary"
        checked={props.state === 'checked'}
        aria-checked={props.state === 'mixed' ? 'mixed' : props.state === 'checked'}
        disabled={props.disabled}
        onChange={props.onToggle}
      />
      <span className="text-fg">{props.node.label}</span>
      {props.node.code ? (
        <span className="font-mono text-xs text-fg-subtle">{props.node.code}</span>
      ) : null}
    </label>
  );
}

/** Areas → screens → actions, each with a tri-state checkbox. */
export function AuthorityTreeView({ nodes, held, onChange, disabled, parents = [] }: TreeProps) {
  return (
    <ul className={parents.length > 0 ? 'ml-6 border-l border-border-muted pl-3' : undefined}>
      {nodes.map((node) => (
        <li key={node.id}>
          <TriCheckbox
            node={node}
            state={checkState(node, held)}
            disabled={disabled}
            onToggle={() => onChange(toggleNode(node, held, parents))}
          />
          {node.children.length > 0 ? (
            <AuthorityTreeView
              nodes={node.children}
              held={held}
              onChange={onChange}
              disabled={disabled}
              parents={[...parents, node]}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
