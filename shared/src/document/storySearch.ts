import { truncateChars } from '../model/truncate.ts';

/** What search results show before cutting (decision 205): the form's counters advise these. */
export const SEARCH_TITLE_ADVICE = 60;
export const SEARCH_DESCRIPTION_ADVICE = 160;

/** A story's fields the search and social defaults read ('' or absent: not set). */
export interface StorySearchSource {
  title: string;
  summary: string;
  imageUrl: string;
  standfirst?: string;
  seoTitle?: string;
  seoDescription?: string;
  socialTitle?: string;
  socialImageUrl?: string;
}

/** What search engines and link previews are given for a story, each field set or defaulted. */
export interface StorySearch {
  /** The page's <title> before the site's name. */
  title: string;
  description: string;
  socialTitle: string;
  /** '' when the story has neither a social image nor a lead image. */
  socialImageUrl: string;
}

const set = (value: string | undefined) => value?.trim() ?? '';

/**
 * The defaults of decision 205: search title ← headline; description ← standfirst ← the text's
 * first 160 characters; social title ← search title; social image ← lead image. The reader's head
 * and the console's search preview both use this.
 */
export function storySearch(story: StorySearchSource): StorySearch {
  const title = set(story.seoTitle) || story.title;
  return {
    title,
    description:
      set(story.seoDescription) || set(story.standfirst) || truncateChars(story.summary, SEARCH_DESCRIPTION_ADVICE),
    socialTitle: set(story.socialTitle) || title,
    socialImageUrl: set(story.socialImageUrl) || story.imageUrl,
  };
}
