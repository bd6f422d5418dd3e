export { StoryDocumentView, type StoryDocumentViewProps } from './StoryDocumentView.tsx';
export type { ImagePlatform, RelatedStoryCard } from './context.ts';
export { documentHeadings, headingSlug, type DocumentHeading } from './headings.ts';
export { relatedStoryIds, toPlainTextForJsonLd } from './plainTexts.ts';
export { EMBED_FRAMES, type EmbedFrame } from './embedFrames.ts';
export { relatedStoryCards } from './relatedCards.ts';
export { imageUrl } from './safeUrls.ts';
