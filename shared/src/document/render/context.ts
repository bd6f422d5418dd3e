import { createContext, useContext, type ReactNode } from 'react';
import type { DocumentNode } from '../types.ts';

/** What the caller knows of a story a related-story card names (the renderer fetches nothing). */
export interface RelatedStoryCard {
  id: string;
  headline: string;
  /** Usually `/story/<id>`; anything but a site path or an http(s) URL renders no card. */
  href: string;
  image?: { url: string; alt: string } | null;
}

/** Where images live: the Supabase URL (for `blog-images/…` paths) and whether it transforms images. */
export interface ImagePlatform {
  supabaseUrl: string;
  transformations: boolean;
}

export interface DocumentSettings {
  headingIds: ReadonlyMap<DocumentNode, string>;
  /** The one image that loads at once (the first block); every other waits until near the screen. */
  eagerImage: DocumentNode | null;
  relatedStory: (id: string) => RelatedStoryCard | undefined;
  renderRelatedStory?: (card: RelatedStoryCard) => ReactNode;
  platform: ImagePlatform | null;
  /**
   * Set for a feed or an e-mail (storyFeedHtml): site paths become absolute URLs on this origin and
   * embeds are links to the provider's page (no button, no frame, no script).
   */
  feedOrigin: string | null;
}

export const DocumentSettingsContext = createContext<DocumentSettings>({
  headingIds: new Map(),
  eagerImage: null,
  relatedStory: () => undefined,
  platform: null,
  feedOrigin: null,
});

export const useDocumentSettings = () => useContext(DocumentSettingsContext);
