import { Button, VisuallyHidden } from '@newsroom/shared';

export interface RowButtonProps {
  /** What the button does ("Edit"). */
  action: string;
  /** What it does it to ("Budget vote"): read by screen readers only, so each button says which row. */
  item: string;
  variant?: 'secondary' | 'danger';
  disabled?: boolean;
  onClick: () => void;
}

/** A small action of a list row: "Edit", heard as "Edit Budget vote". */
export function RowButton({ action, item, variant = 'secondary', disabled, onClick }: RowButtonProps) {
  return (
    <Button $size="sm" $variant={variant} disabled={disabled} onClick={onClick}>
      {action}
      <VisuallyHidden> {item}</VisuallyHidden>
    </Button>
  );
}
