import { FieldBox, FieldLabel } from '@newsroom/shared';
import { useId, useState } from 'react';
import { LoadFailure } from '@newsroom/shared';
import { Select } from '../../components/fields.styles.ts';
import { Muted, PanelHeader } from '../../components/consoleKit.styles.ts';
import { LiveDesk } from './LiveDesk.tsx';
import { useDeskStories, type DeskStory } from './useLiveDesk.ts';

const stateLabel = (story: DeskStory) =>
  story.liveState === 'live' ? ' (live)' : story.liveState === 'ended' ? ' (ended)' : '';

/** The Live Blogs tab: choose a story (running blogs first), then its live desk. */
export function LiveBlogsPanel() {
  const id = useId();
  const stories = useDeskStories();
  const [chosen, setChosen] = useState('');
  if (stories.error && !stories.data)
    return <LoadFailure message={stories.error.message} onRetry={() => void stories.refetch()} />;
  if (!stories.data) return <Muted role="status">Loading…</Muted>;
  const running = stories.data.find((story) => story.liveState === 'live');
  const story = stories.data.find((candidate) => candidate.id === (chosen || running?.id));
  return (
    <>
      <PanelHeader>
        <h2>Live Blogs</h2>
      </PanelHeader>
      <FieldBox>
        <FieldLabel htmlFor={id}>Story</FieldLabel>
        <Select id={id} value={story?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a story to run live…</option>
          {stories.data.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.title}
              {stateLabel(candidate)}
            </option>
          ))}
        </Select>
      </FieldBox>
      {story && <LiveDesk key={story.id} story={story} />}
    </>
  );
}
