import type { PhotoEssay } from '@newsroom/shared';
import { lazy, Suspense } from 'react';
import { captionHasFormatting } from './captionFormatting.ts';

/** The stories' renderer, loaded only for a caption with formatting (decision 171: the home page's bytes). */
const CaptionDocument = lazy(async () => ({
  default: (await import('@newsroom/shared/document')).StoryDocumentView,
}));

export interface EssayCaptionProps {
  essay: PhotoEssay;
}

/**
 * An essay's caption. Its plain text (the database derives it from the document; paragraphs and
 * line breaks kept by the section's white-space rule) is all most captions show; one with bold,
 * italic or links goes through the renderer, loaded on demand, with the text meanwhile. The server
 * render waits for the renderer and hydration keeps the server's markup until it has loaded.
 */
export function EssayCaption({ essay }: EssayCaptionProps) {
  const text = essay.caption ? <p>{essay.caption}</p> : null;
  if (!captionHasFormatting(essay.captionDocument)) return text;
  return (
    <Suspense fallback={text}>
      <CaptionDocument document={essay.captionDocument} platform={null} />
    </Suspense>
  );
}
