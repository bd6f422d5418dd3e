import type { Story } from '../model/story.ts';

/**
 * Contract of the reader remote's exposed ./StoryArticle: the story as readers see it on its page
 * (header, image with credit, body), for any remote that must show a story exactly that way — the
 * editor console's preview of a draft or scheduled story. Both sides import this type.
 */
export interface StoryArticleProps {
  story: Story;
}

/** loadRemote('mfe_reader/StoryArticle'), through RemoteMount({ remote: 'reader', module }). */
export const STORY_ARTICLE_MODULE = 'StoryArticle';
