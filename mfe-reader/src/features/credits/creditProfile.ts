import { getSupabase, textOr, type CreditKind, type PortalClient } from '@newsroom/shared';
import { queryOptions } from '@tanstack/react-query';

/**
 * What an author's or topic's page shows beyond the name and stories (decision 185): an author's
 * long bio and e-mail for readers, a topic's intro. Read by the reader's own query, not the shared
 * credit page's, so the home page's shared code stays as it was.
 */
export interface CreditProfile {
  /** The row's id: the page then names it (row:<id>), so the row's change purges the page. */
  id: string;
  /** An author's long bio or a topic's description, plain text. */
  text: string;
  /** An author's address for readers; '' for none (and always for a topic). */
  email: string;
}

/** An address with one @, no spaces and nothing a mailto: link could misread. */
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

export function mapCreditProfile(row: unknown): CreditProfile | null {
  if (typeof row !== 'object' || row === null) return null;
  const value = row as Record<string, unknown>;
  const email = textOr(value.public_email);
  return {
    id: textOr(value.id),
    text: textOr(value.bio_long ?? value.description),
    email: EMAIL.test(email) ? email : '',
  };
}

async function fetchCreditProfile(kind: CreditKind, slug: string, client: PortalClient): Promise<CreditProfile | null> {
  const { data, error } =
    kind === 'author'
      ? await client.from('authors').select('id,bio_long,public_email').eq('slug', slug).maybeSingle()
      : await client.from('tags').select('id,description').eq('slug', slug).maybeSingle();
  if (error) throw error;
  return mapCreditProfile(data);
}

/** Under the stories family, as the credit page's own query: its surrogate keys name the row. */
export function creditProfileQuery(kind: CreditKind, slug: string, client?: PortalClient) {
  return queryOptions({
    queryKey: ['stories', 'credit-profile', kind, slug] as const,
    queryFn: () => fetchCreditProfile(kind, slug, client ?? getSupabase()),
  });
}

/** A long text's paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
