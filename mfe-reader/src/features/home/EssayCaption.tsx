import type { PhotoEssay } from '@newsroom/shared';
import { lazy, Suspense } from 'react';
import { CaptionText } from './CaptionText.tsx';
import { captionHasFormatting, captionLines } from './captionLines.ts';

/** The stories' renderer, loaded only for a caption with formatting (decision 171: the home page's bytes). */
const CaptionDocument = lazy(async () => ({
  default: (await import('@newsroom/shared/document')).StoryDocumentView,
}));

export interface EssayCaptionProps {
  essay: PhotoEssay;
}

/**
 * An essay's caption. Plain text (most captions) is drawn here; one with bold, italic or links goes
 * through the stories' renderer, loaded on demand, with its text meanwhile. The server render waits
 * for the renderer, and hydration keeps the server's markup until it has loaded: nothing shifts.
 */
export function EssayCaption({ essay }: EssayCaptionProps) {
  const lines = captionLines(essay);
  if (!captionHasFormatting(essay)) return <CaptionText lines={lines} />;
  return (
    <Suspense fallback={<CaptionText lines={lines} />}>
      <CaptionDocument document={essay.captionDocument} platform={null} />
    </Suspense>
  );
}
