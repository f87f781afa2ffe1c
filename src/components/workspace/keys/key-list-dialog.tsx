import { Fragment } from 'react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useAuthorities } from '@/lib/authority';

import { type KeyBinding, type KeySection, keysFor } from './key-bindings';
import { isApplePlatform, keyName } from './platform';
import { keyStrings as s } from './strings';

const sections: readonly KeySection[] = ['general', 'go', 'tabs'];

/** The keys of one chord as the user reads them: `Ctrl K`, `g`, `?`. */
function ChordKeys({ chord, apple }: { chord: string; apple: boolean }) {
  const keys = chord.split('+');
  const withModifier = keys.length > 1;
  return (
    <span className="inline-flex items-center gap-1">
      {keys.map((key) => (
        <kbd
          key={key}
          className="min-w-6 rounded border border-border bg-surface-muted px-1.5 text-center font-sans text-xs text-fg"
        >
          {withModifier ? keyName(key, apple) : key}
        </kbd>
      ))}
    </span>
  );
}

function KeySequence({ binding, apple }: { binding: KeyBinding; apple: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {binding.sequence.map((chord, index) => (
        <Fragment key={chord}>
          {index > 0 ? <span className="text-xs text-fg-muted">{s.then}</span> : null}
          <ChordKeys chord={chord} apple={apple} />
        </Fragment>
      ))}
    </span>
  );
}

export interface KeyListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Every key the user has, by section, from the one list the key handler acts on. */
export function KeyListDialog({ open, onOpenChange }: KeyListDialogProps) {
  const held = useAuthorities();
  const keys = keysFor(held);
  const apple = isApplePlatform();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{s.title}</DialogTitle>
          <DialogDescription>{s.description}</DialogDescription>
        </DialogHeader>
        {sections.map((section) => {
          const rows = keys.filter((key) => key.section === section);
          if (rows.length === 0) return null;
          return (
            <table key={section} className="w-full text-sm">
              <caption className="pb-1 text-left text-xs font-medium text-fg-muted">
                {s.sections[section]}
              </caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{s.keyColumn}</th>
                  <th scope="col">{s.actionColumn}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((binding) => (
                  <tr key={binding.id} className="border-b border-border-muted last:border-0">
                    <td className="w-40 py-1.5 pe-3 align-top">
                      <KeySequence binding={binding} apple={apple} />
                    </td>
                    <td className="py-1.5 text-fg">{binding.label}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </DialogContent>
    </Dialog>
  );
}
