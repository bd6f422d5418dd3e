import { authorPath, topicPath, type CreditKind } from '@newsroom/shared';

/** An author's or topic's page N: page 1 is the bare URL (its canonical form). */
export function creditPagePath(kind: CreditKind, slug: string, page: number): string {
  const path = kind === 'author' ? authorPath(slug) : topicPath(slug);
  return page > 1 ? `${path}?page=${page}` : path;
}
