/** Placeholder for the exposed module ./AdminDashboardPage; the admin dashboard work replaces it. */
export function AdminDashboardPage() {
  return (
    <section>
      <h1>Admin Dashboard</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}

export default AdminDashboardPage;
