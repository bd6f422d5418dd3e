import { ConfirmButton } from '../../components/ConfirmButton.tsx';

export interface StepDownButtonProps {
  disabled: boolean;
  onConfirm: () => void;
}

/** An admin gives up their own admin role (refused by the database if they are the last admin). */
export function StepDownButton({ disabled, onConfirm }: StepDownButtonProps) {
  return (
    <ConfirmButton
      label="Remove my admin role"
      title="Remove your own admin role?"
      variant="secondary"
      disabled={disabled}
      onConfirm={onConfirm}
    >
      You will lose access to this dashboard at once. Another admin can give the role back. The last admin cannot remove
      their own admin role.
    </ConfirmButton>
  );
}
