/** Shown while a guard waits for the session or the admin check: nothing of the page leaks. */
export function GuardPending() {
  return (
    <p role="status" aria-live="polite" style={{ padding: '2rem', textAlign: 'center' }}>
      Checking your access…
    </p>
  );
}
