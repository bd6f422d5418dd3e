import { Button, ConfirmDialog } from '@newsroom/shared';

export interface StepDownButtonProps {
  disabled: boolean;
  onConfirm: () => void;
}

/** An admin gives up their own admin role (refused by the database if they are the last admin). */
export function StepDownButton({ disabled, onConfirm }: StepDownButtonProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button $variant="secondary" $size="sm" disabled={disabled}>
          Remove my admin role
        </Button>
      }
      title="Remove your own admin role?"
      danger
      confirmLabel="Remove my admin role"
      onConfirm={onConfirm}
    >
      You will lose access to this dashboard at once. Another admin can give the role back. The last admin cannot remove
      their own admin role.
    </ConfirmDialog>
  );
}
