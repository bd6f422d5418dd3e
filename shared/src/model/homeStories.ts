import type { Story } from './story.ts';

/** The home page works from the first 10 valid stories. */
export const HOME_STORY_LIMIT = 10;
/** Latest Stories: this many cards, then the inline ad, then the rest. */
export const LATEST_BEFORE_AD = 6;
export const FEATURED_SUMMARY_WORDS = 25;
export const CARD_SUMMARY_WORDS = 20;

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/**
 * Home shows only stories whose id, title, summary and author are strings and whose id,
 * title and summary are non-empty. Takes unknown so it also guards data from outside the mappers.
 */
export function isValidHomeStory(value: unknown): value is Story {
  if (typeof value !== 'object' || value === null) return false;
  const { id, title, summary, author } = value as Record<string, unknown>;
  if (!isString(id) || !isString(title) || !isString(summary) || !isString(author)) return false;
  return id.trim() !== '' && title.trim() !== '' && summary.trim() !== '';
}

export interface HomeStories {
  featured: Story | null;
  /** The other home stories, in list order, without the featured one. */
  latest: Story[];
}

/** Featured = first flagged isFeatured among the first 10 valid stories, else the first of them. */
export function selectHomeStories(stories: readonly unknown[]): HomeStories {
  const valid = stories.filter(isValidHomeStory).slice(0, HOME_STORY_LIMIT);
  const featured = valid.find((story) => story.isFeatured) ?? valid[0] ?? null;
  return { featured, latest: valid.filter((story) => story !== featured) };
}

/** Splits the latest list around the inline ad: 6 cards, the ad, then the rest. */
export function splitAroundAd<T>(items: readonly T[], before = LATEST_BEFORE_AD): { head: T[]; tail: T[] } {
  return { head: items.slice(0, before), tail: items.slice(before) };
}
