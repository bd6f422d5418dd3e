import { toParagraphs, useStoryCards, type Story } from '@newsroom/shared';
import { relatedStoryCards, relatedStoryIds, StoryDocumentView, type DocumentNode } from '@newsroom/shared/document';
import { useMemo } from 'react';
import { imagePlatform } from './documentPlatform.ts';

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as DocumentNode).type === 'doc';

/**
 * The story's text: its document through the one renderer (server and browser alike), with the
 * related-story cards it names looked up in one query. A story without a document (a row from before
 * documents, a realtime payload) shows its summary's paragraphs.
 */
export function StoryBody({ story }: { story: Story }) {
  const document = isDocument(story.body) ? story.body : null;
  const ids = useMemo(() => (document ? relatedStoryIds(document) : []), [document]);
  const { data: cards } = useStoryCards(ids);
  const related = useMemo(() => relatedStoryCards(cards ?? []), [cards]);
  const platform = useMemo(() => imagePlatform(), []);
  if (!document) {
    return (
      <div className="body">
        {toParagraphs(story.summary).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <div className="body">
      <StoryDocumentView document={document} relatedStories={related} platform={platform} />
    </div>
  );
}
