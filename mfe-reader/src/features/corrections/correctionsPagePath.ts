/** The /corrections page's URL: page 1 is the bare URL (its canonical form). */
export function correctionsPagePath(page: number): string {
  return page > 1 ? `/corrections?page=${page}` : '/corrections';
}

export const CORRECTIONS_FEED_PATH = '/corrections/rss.xml';
