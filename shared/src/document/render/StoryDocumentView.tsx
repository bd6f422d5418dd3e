import { useMemo, type ReactNode } from 'react';
import { peekRuntimeConfig } from '../../config/runtimeConfig.ts';
import type { DocumentNode } from '../types.ts';
import {
  DocumentSettingsContext,
  type DocumentSettings,
  type ImagePlatform,
  type RelatedStoryCard,
} from './context.ts';
import { documentHeadings } from './headings.ts';
import { NodeChildren } from './nodes.tsx';

export interface StoryDocumentViewProps {
  /** A story document (news_stories.body); anything else renders nothing. */
  document: unknown;
  /** The related stories' current headline, link and image, by id (relatedStoryIds lists them). */
  relatedStories?: ReadonlyMap<string, RelatedStoryCard>;
  /** Draws a related-story card the caller's way instead of the default card. */
  renderRelatedStory?: (card: RelatedStoryCard) => ReactNode;
  /** Where `blog-images/…` images live; default: the runtime config. */
  platform?: ImagePlatform | null;
  /**
   * For a feed or an e-mail, the site's origin: links to site paths become absolute, embeds become
   * links to the original (a feed reader runs no button and should load no frame).
   */
  feedOrigin?: string;
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).type === 'doc';

function currentPlatform(): ImagePlatform | null {
  const config = peekRuntimeConfig();
  return config ? { supabaseUrl: config.supabaseUrl, transformations: config.imageTransformations === true } : null;
}

/** The first block when it is an image: the only one that loads before the reader scrolls. */
function openingImage(document: DocumentNode): DocumentNode | null {
  const first = Array.isArray(document.content) ? document.content[0] : undefined;
  return first?.type === 'image' ? first : null;
}

/**
 * A story document as React elements, the same on the server (renderToString, renderToStaticMarkup
 * for feeds and mail) and in the browser. Text is React text, never HTML; every URL is checked again
 * against the schema's patterns; unknown nodes and marks render nothing. The caller wraps it (an
 * <article> body) and styles its elements.
 */
export function StoryDocumentView({
  document,
  relatedStories,
  renderRelatedStory,
  platform,
  feedOrigin,
}: StoryDocumentViewProps) {
  const settings = useMemo<DocumentSettings | null>(() => {
    if (!isDocument(document)) return null;
    return {
      headingIds: new Map(documentHeadings(document).map((heading) => [heading.node, heading.id])),
      eagerImage: openingImage(document),
      relatedStory: (id) => relatedStories?.get(id),
      renderRelatedStory,
      platform: platform === undefined ? currentPlatform() : platform,
      feedOrigin: feedOrigin ?? null,
    };
  }, [document, relatedStories, renderRelatedStory, platform, feedOrigin]);
  if (!settings || !isDocument(document)) return null;
  return (
    <DocumentSettingsContext.Provider value={settings}>
      <NodeChildren node={document} />
    </DocumentSettingsContext.Provider>
  );
}
