import { getSupabase, type Credit } from '@newsroom/shared';
import { charLength } from '../../../lib/text.ts';

/** The database's limits (set_story_credits, tags_name_length; docs/product/authors-and-topics.md#the-editor). */
export const CREDIT_LIMITS = { authors: 10, tags: 10, tagChars: 60 } as const;

export const CREDIT_MESSAGES = {
  blankTag: 'A topic needs a name: it cannot be only spaces.',
  longTag: `A topic name can be at most ${CREDIT_LIMITS.tagChars} characters.`,
  tooManyAuthors: `A story can have at most ${CREDIT_LIMITS.authors} authors.`,
  tooManyTags: `A story can have at most ${CREDIT_LIMITS.tags} topics.`,
} as const;

/** A story's authors (byline order) and topic tags (by name: new ones are created on save). */
export interface StoryCredits {
  authors: Credit[];
  tags: string[];
}

export const NO_CREDITS: StoryCredits = { authors: [], tags: [] };

/** A tag name as the database stores it: trimmed, each run of spaces one space. */
export const normalizeTagName = (name: string) => name.replace(/\s+/g, ' ').trim();

/** Why a typed tag name cannot be saved, or null. */
export function tagNameError(name: string): string | null {
  const normalized = normalizeTagName(name);
  if (!normalized) return CREDIT_MESSAGES.blankTag;
  return charLength(normalized) > CREDIT_LIMITS.tagChars ? CREDIT_MESSAGES.longTag : null;
}

/** The byline the database writes into news_stories.author: "A", "A and B", "A, B and C". */
export function bylineOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A story's credits as loaded with it. */
export const creditsOf = (story: { authors?: Credit[]; tags?: Credit[] } | null): StoryCredits =>
  story ? { authors: story.authors ?? [], tags: (story.tags ?? []).map((tag) => tag.name) } : NO_CREDITS;

const tagKey = (name: string) => normalizeTagName(name).toLocaleLowerCase();

/** Whether the form's credits differ from the saved ones (author order counts, tag order and case do not). */
export function creditsChanged(next: StoryCredits, saved: StoryCredits): boolean {
  const ids = (credits: StoryCredits) => credits.authors.map((author) => author.id).join(',');
  const tags = (credits: StoryCredits) => [...new Set(credits.tags.map(tagKey))].sort().join('\n');
  return ids(next) !== ids(saved) || tags(next) !== tags(saved);
}

/** Replaces the story's authors and tags in one transaction (editors only: RLS and the function). */
export async function saveStoryCredits(storyId: string, credits: StoryCredits): Promise<void> {
  const { error } = await getSupabase().rpc('set_story_credits', {
    story: storyId,
    author_ids: credits.authors.map((author) => author.id),
    tag_names: credits.tags.map(normalizeTagName),
  });
  if (error) throw error;
}

/** Why the database refused a story's credits, in words the editor can act on. */
export function creditsRefusal(error: unknown): string {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (code === '42501') return 'you do not have editing rights for this.';
  if (message.includes('tags_name_length'))
    return `a topic name is blank or over ${CREDIT_LIMITS.tagChars} characters.`;
  if (code === '23514') return 'a story has at most 10 authors and 10 topics.';
  if (code === '23503') return 'one of the authors no longer exists: choose them again.';
  return 'the connection failed or the server refused them.';
}
