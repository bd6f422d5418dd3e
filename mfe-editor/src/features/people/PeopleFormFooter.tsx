import { Button } from '@newsroom/shared';
import { Actions, FormError } from '../../components/Form.styles.ts';

export interface PeopleFormFooterProps {
  refusal: string | null;
  pending: boolean;
  /** The submit button's label, and its label while the write is under way. */
  label: string;
  pendingLabel: string;
  /** Keeps the submit button off (e.g. while a photo uploads). */
  busy?: boolean;
  danger?: boolean;
  onCancel: () => void;
}

/** The refusal line and the submit and Cancel buttons every People & topics form ends with. */
export function PeopleFormFooter({
  refusal,
  pending,
  label,
  pendingLabel,
  busy = false,
  danger = false,
  onCancel,
}: PeopleFormFooterProps) {
  return (
    <>
      {refusal && <FormError role="alert">{refusal}</FormError>}
      <Actions>
        <Button type="submit" $variant={danger ? 'danger' : undefined} disabled={pending || busy}>
          {pending ? pendingLabel : label}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </>
  );
}
