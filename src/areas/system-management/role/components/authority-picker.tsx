import { useState } from 'react';

import type { AuthorityCode } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { codesOf, filterTree } from '../authority-tree';
import { useAuthorityTree } from '../hooks/use-authority-tree';
import { roleStrings as s } from '../strings';
import { AuthorityTreeView } from './authority-tree-view';

/** The tree with its search; loading and failure said in place, with retry. */
export function AuthorityPicker(props: {
  held: ReadonlySet<AuthorityCode>;
  onChange: (next: Set<AuthorityCode>) => void;
  disabled?: boolean;
}) {
  const { tree, query } = useAuthorityTree();
  const [term, setTerm] = useState('');
  if (!tree) {
    return query.isError ? (
      <div role="alert" className="flex items-center gap-2 text-sm text-danger-text">
        {s.treeFailed}
        <Button size="sm" onClick={() => void query.refetch()}>
          {s.retry}
        </Button>
      </div>
    ) : (
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner /> {s.treeLoading}
      </p>
    );
  }
  const shown = filterTree(tree, term);
  const total = tree.flatMap(codesOf).length;
  return (
    <fieldset className="flex min-h-0 flex-col gap-2">
      <legend className="text-sm font-medium text-fg-label">{s.treeLabel}</legend>
      <div className="flex items-center gap-3">
        <Input
          type="search"
          aria-label={s.treeSearch}
          placeholder={s.treeSearchPlaceholder}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          className="max-w-64"
        />
        <span className="text-xs text-fg-muted">{s.selectedCount(props.held.size, total)}</span>
      </div>
      <div className="max-h-80 overflow-y-auto rounded-md border border-border-muted p-2">
        {shown.length > 0 ? (
          <AuthorityTreeView
            nodes={shown}
            held={props.held}
            onChange={props.onChange}
            disabled={props.disabled}
          />
        ) : (
          <p className="p-2 text-sm text-fg-muted">{s.treeEmpty}</p>
        )}
      </div>
    </fieldset>
  );
}
