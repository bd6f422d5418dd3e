import { storyPath as storyAddressPath } from '@newsroom/shared';
import { isSchemaHref } from './storyExtensions.ts';

export const LINK_MESSAGES = {
  missing: 'Enter a link address, or choose a story.',
  invalid: 'Enter an http:// or https:// address, a mailto: address, or a path on this site such as /story/…',
} as const;

/** Why `href` cannot be a story's link (the schema's href pattern), or null. */
export function linkProblem(href: string): string | null {
  const value = href.trim();
  if (value === '') return LINK_MESSAGES.missing;
  return isSchemaHref(value) ? null : LINK_MESSAGES.invalid;
}

/**
 * The site path of a story: what an internal link stores. Its slug's address when the picker read
 * one (decision 206), else its id's, which redirects to it.
 */
export const storyPath = (story: { id: string; slug?: string | null }) =>
  storyAddressPath({ id: story.id, slug: story.slug ?? undefined });

/** `%` and `_` typed in a search are letters, not ilike's wildcards. */
export const likePattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
