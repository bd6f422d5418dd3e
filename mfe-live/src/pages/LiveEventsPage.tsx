/** Placeholder for the exposed module ./LiveEventsPage; the live pages work replaces it. */
export function LiveEventsPage() {
  return (
    <section>
      <h1>Live Events</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}

export default LiveEventsPage;
