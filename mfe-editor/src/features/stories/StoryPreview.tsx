import { Button, RemoteMount, STORY_ARTICLE_MODULE, type Story } from '@newsroom/shared';
import { format } from 'date-fns';
import { useEffect, useRef } from 'react';
import { Bar, Frame } from './StoryPreview.styles.ts';

export interface StoryPreviewProps {
  story: Story;
  /** When it goes public; null for a draft without a planned time. */
  publishesAt: Date | null;
  onBack: () => void;
  backLabel: string;
}

/**
 * The story exactly as readers will see it: the reader remote's own article component, loaded at
 * run time (./StoryArticle). If the reader remote is down only this area says so, with Retry.
 */
export function StoryPreview({ story, publishesAt, onBack, backLabel }: StoryPreviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = publishesAt ? `from ${format(publishesAt, 'd MMM yyyy, HH:mm')}` : 'once it is published';
  return (
    <section aria-labelledby="story-preview-title">
      <Bar>
        <div>
          <h2 id="story-preview-title" ref={heading} tabIndex={-1}>
            Preview
          </h2>
          <p>This is how readers will see the story {when}.</p>
        </div>
        <Button $variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
      </Bar>
      <Frame>
        <RemoteMount remote="reader" module={STORY_ARTICLE_MODULE} props={{ story }} />
      </Frame>
    </section>
  );
}
