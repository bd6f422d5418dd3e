/** Placeholder for the exposed module ./BlogManagementPage; the editor console work replaces it. */
export function BlogManagementPage() {
  return (
    <section>
      <h1>Blog Management</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}

export default BlogManagementPage;
