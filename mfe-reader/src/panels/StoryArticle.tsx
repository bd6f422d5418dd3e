import type { StoryArticleProps } from '@newsroom/shared';
import { PageShell } from '../components/PageShell.tsx';
import { StoryArticle as Article } from '../features/story/StoryArticle.tsx';

export type { StoryArticleProps };

/**
 * Exposed as ./StoryArticle: the story page's article in the page's own column, for previews in
 * other remotes (the editor console shows drafts and scheduled stories through it).
 */
export function StoryArticle({ story }: StoryArticleProps) {
  return (
    <PageShell>
      <Article story={story} />
    </PageShell>
  );
}
