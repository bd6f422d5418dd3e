import { Empty } from './SearchResults.styles.ts';

/** The search dialog's and page's empty state (docs/product/messages.md). */
export function NoResults({ query }: { query: string }) {
  return (
    <Empty role="status">
      <p>No results found for &ldquo;{query}&rdquo;</p>
      <p>Try different keywords or check spelling</p>
    </Empty>
  );
}
