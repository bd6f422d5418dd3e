/** Placeholder for the exposed module ./SportsLivePage; the live pages work replaces it. */
export function SportsLivePage() {
  return (
    <section>
      <h1>Sports Live</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}

export default SportsLivePage;
