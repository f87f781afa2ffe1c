import type { AuthorityCode } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import { Button } from '@/components/ui/button';

import { tableStrings as s } from './strings';

export interface AddButtonProps {
  /** The `x-authority` of the create call: without it there is no button. */
  code: AuthorityCode;
  onClick: () => void;
  /** The button's words when not the kit's add label (a create action named for what it makes). */
  label?: string;
  /** Loads what the button opens ahead of the click (pointer over, focus): a lazy dialog's code. */
  prefetch?: () => void;
}

/** A list toolbar's first button, which creates a row; shown only with the create call's code. */
export function AddButton({ code, onClick, label = s.add, prefetch }: AddButtonProps) {
  return (
    <Authorized code={code}>
      <Button
        variant="primary"
        size="sm"
        onClick={onClick}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {label}
      </Button>
    </Authorized>
  );
}
