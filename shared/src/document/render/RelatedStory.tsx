import type { DocumentNode } from '../types.ts';
import { useDocumentSettings } from './context.ts';
import { absoluteUrl, safeHref } from './safeUrls.ts';

/**
 * A card for another story, from what the caller looked up (its current headline, link and image).
 * A story the caller does not know (deleted, unpublished, not yet loaded) renders nothing.
 */
export function RelatedStory({ node }: { node: DocumentNode }) {
  const { relatedStory, renderRelatedStory, feedOrigin } = useDocumentSettings();
  const id = node.attrs?.storyId;
  const card = typeof id === 'string' ? relatedStory(id) : undefined;
  const href = safeHref(card?.href);
  if (!card || !href) return null;
  if (renderRelatedStory) return <>{renderRelatedStory(card)}</>;
  return (
    <aside className="story-related">
      <a href={absoluteUrl(href, feedOrigin)}>
        {card.image && safeHref(card.image.url) && <img src={card.image.url} alt={card.image.alt} loading="lazy" />}
        <span className="story-related__label">Related</span>{' '}
        <span className="story-related__headline">{card.headline}</span>
      </a>
    </aside>
  );
}
