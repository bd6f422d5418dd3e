import { VisuallyHidden } from '@newsroom/shared';
import { RowButton } from '../../../components/RowButton.tsx';
import { Section } from '../RevisionList.styles.ts';
import { useNewNoticesAnnouncement } from './newNotices.ts';
import { useStoryNotices, type StoryNotice } from './useStoryNotices.ts';

export interface StoryNoticesProps {
  onOpen: (storyId: string) => void;
}

const LEADS: Record<StoryNotice['kind'], string> = {
  assigned: 'Assigned to you',
  back_with_notes: 'Back with notes',
};

/**
 * The stories the desk gave this user or sent back with notes, until they dismiss each; one that
 * arrives while the console is open appears and is announced politely (decision 190).
 */
export function StoryNotices({ onOpen }: StoryNoticesProps) {
  const { notices, dismiss } = useStoryNotices();
  const announcement = useNewNoticesAnnouncement(notices.data);
  const list = notices.data ?? [];
  // The live region stays in place, list or not, so the first notice to arrive is announced too.
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {list.length > 0 && (
        <Section aria-labelledby="story-notices-title">
          <h2 id="story-notices-title">For you</h2>
          <ol>
            {list.map((notice) => (
              <li key={notice.id}>
                <div>
                  <p>
                    {LEADS[notice.kind]}: <strong>{notice.title}</strong>
                  </p>
                  {notice.note && <p>{notice.note}</p>}
                </div>
                <div>
                  <RowButton action="Open" item={notice.title} onClick={() => onOpen(notice.storyId)} />{' '}
                  <RowButton
                    action="Dismiss"
                    item={notice.title}
                    disabled={dismiss.isPending}
                    onClick={() => dismiss.mutate(notice.id)}
                  />
                </div>
              </li>
            ))}
          </ol>
          {dismiss.isError && <p role="alert">{dismiss.error.message}</p>}
        </Section>
      )}
    </>
  );
}
