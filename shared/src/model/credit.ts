import { httpUrlOrEmpty } from './safeUrl.ts';
import { idOf, textOr } from './text.ts';

/** A story's author or tag as lists and bylines link it (docs/product/authors-and-topics.md). */
export interface Credit {
  id: string;
  name: string;
  slug: string;
}

/** An author's page header (the authors row). */
export interface Author extends Credit {
  bio: string;
  roleTitle: string;
  /** An http(s) photo address, or '' for none. */
  photoUrl: string;
  /** Profile links, http(s) only. */
  links: string[];
}

/** What a slug may be (the database's check): a link is built from it, so nothing else passes. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const isSlug = (value: string) => SLUG.test(value) && value.length <= 80;

function mapCredit(value: unknown): Credit | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const credit = { id: idOf(row.id), name: textOr(row.name), slug: textOr(row.slug) };
  return credit.id && credit.name.trim() && isSlug(credit.slug) ? credit : null;
}

/** The computed fields news_stories.credits / topics (a JSON array); anything malformed is dropped. */
export function mapCredits(value: unknown): Credit[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const credit = mapCredit(item);
    return credit ? [credit] : [];
  });
}

/** An authors row; null without a valid id, name and slug. */
export function mapAuthorRow(value: unknown): Author | null {
  const credit = mapCredit(value);
  if (!credit) return null;
  const row = value as Record<string, unknown>;
  const links = Array.isArray(row.links) ? row.links.map(httpUrlOrEmpty) : [];
  return {
    ...credit,
    bio: textOr(row.bio),
    roleTitle: textOr(row.role_title),
    photoUrl: httpUrlOrEmpty(row.photo_url),
    links: links.filter(Boolean),
  };
}

export const authorPath = (slug: string) => `/author/${slug}`;
export const topicPath = (slug: string) => `/topic/${slug}`;
