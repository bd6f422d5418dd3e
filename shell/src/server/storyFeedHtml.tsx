import { fetchStoryCards, getSupabase, peekRuntimeConfig, type PortalClient } from '@newsroom/shared';
import {
  relatedStoryCards,
  relatedStoryIds,
  StoryDocumentView,
  type DocumentNode,
  type ImagePlatform,
  type RelatedStoryCard,
} from '@newsroom/shared/document';
import { renderToStaticMarkup } from 'react-dom/server';

/** What a feed needs to render its stories' documents: the bodies and standfirsts by story id and the cards they name. */
export interface FeedDocuments {
  bodies: ReadonlyMap<string, unknown>;
  /** The standfirsts set, by story id (decision 205): an item's description where there is one. */
  standfirsts: ReadonlyMap<string, string>;
  related: ReadonlyMap<string, RelatedStoryCard>;
  platform: ImagePlatform | null;
}

export const NO_FEED_DOCUMENTS: FeedDocuments = {
  bodies: new Map(),
  standfirsts: new Map(),
  related: new Map(),
  platform: null,
};

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).type === 'doc';

function imagePlatform(): ImagePlatform | null {
  const config = peekRuntimeConfig();
  return config ? { supabaseUrl: config.supabaseUrl, transformations: config.imageTransformations === true } : null;
}

/**
 * The documents of a feed's stories in two queries whatever their number: the bodies (the list
 * queries read cards only), then the published stories their related-story cards name.
 */
export async function fetchFeedDocuments(
  ids: readonly string[],
  client: PortalClient = getSupabase(),
): Promise<FeedDocuments> {
  if (ids.length === 0) return NO_FEED_DOCUMENTS;
  const { data, error } = await client
    .from('news_stories')
    .select('id,body,standfirst')
    .in('id', [...ids]);
  if (error) throw new Error('The stories could not be read', { cause: error });
  const bodies = new Map((data ?? []).map((row) => [String(row.id), row.body as unknown]));
  const standfirsts = new Map(
    (data ?? []).flatMap((row) => (row.standfirst?.trim() ? [[String(row.id), row.standfirst.trim()] as const] : [])),
  );
  const named = [...bodies.values()].filter(isDocument).flatMap(relatedStoryIds);
  const related = relatedStoryCards(named.length > 0 ? await fetchStoryCards(named, client) : []);
  return { bodies, standfirsts, related, platform: imagePlatform() };
}

/**
 * A story document as the HTML of a feed item (content:encoded): the page's renderer, with site
 * paths made absolute and embeds as links to the original (no button, frame or script). Empty
 * without a document. The caller escapes it for XML.
 */
export function storyFeedHtml(body: unknown, origin: string, documents: FeedDocuments): string {
  if (!isDocument(body)) return '';
  return renderToStaticMarkup(
    <StoryDocumentView
      document={body}
      relatedStories={documents.related}
      platform={documents.platform}
      feedOrigin={origin}
    />,
  );
}
