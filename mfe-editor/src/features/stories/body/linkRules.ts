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

/** `%` and `_` typed in a search are letters, not ilike's wildcards. */
export const likePattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
