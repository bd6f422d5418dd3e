/** Shown when the shell cannot start at all (e.g. /runtime-config.json unreachable). No theme yet. */
export function StartupError() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '36rem', margin: '4rem auto', textAlign: 'center' }}>
      <h1>Something went wrong</h1>
      <p>We apologize for the inconvenience. Please refresh the page or try again later.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </main>
  );
}
