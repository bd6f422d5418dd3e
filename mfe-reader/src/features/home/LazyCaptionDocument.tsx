import { lazy } from 'react';

/**
 * The stories' renderer, loaded only for a caption with formatting: most captions are plain text,
 * and the home page's JavaScript has no room for the renderer (decision 171).
 */
export const LazyCaptionDocument = lazy(async () => ({
  default: (await import('@newsroom/shared/document')).StoryDocumentView,
}));
