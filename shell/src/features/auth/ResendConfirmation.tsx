import { Button, resendConfirmation } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';

/** "Resend confirmation": a new link to `email`; the answer never says whether the address exists. */
export function ResendConfirmation({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: () => resendConfirmation(email) });
  return (
    <div>
      <Button type="button" $variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending…' : 'Resend confirmation'}
      </Button>
      {resend.data && <p role={resend.data.ok ? 'status' : 'alert'}>{resend.data.message}</p>}
    </div>
  );
}
