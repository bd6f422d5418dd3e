import { ResendConfirmation } from './ResendConfirmation.tsx';

/** After sign-up: the account works once the mailed link is followed. */
export function CheckInbox({ email }: { email: string }) {
  return (
    <section aria-labelledby="check-inbox-title">
      <h2 id="check-inbox-title">Check your inbox</h2>
      <p role="status">
        We have sent a confirmation link to <strong>{email}</strong>. Follow it to finish creating your account; it
        works for one hour. Nothing arrived?
      </p>
      <ResendConfirmation email={email} />
    </section>
  );
}
