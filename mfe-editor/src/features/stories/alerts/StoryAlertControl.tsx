import { Button } from '@newsroom/shared';
import { PUSH_TOPICS, pushTopicList, type PushTopic } from '@newsroom/shared/push-topics';
import { useEffect, useId, useRef, useState } from 'react';
import { Section } from '../RevisionList.styles.ts';
import { AlertHistory } from './AlertHistory.tsx';
import { useStoryAlert } from './useStoryAlert.ts';

export interface StoryAlertControlProps {
  storyId: string;
}

const devices = (count: number) => (count === 1 ? '1 device' : `${count.toLocaleString('en')} devices`);

/**
 * Sends a published story as an alert to the devices of readers who chose its topics (decision
 * 204). The desk's suggestion (its editions, Sport for a sports story) is ticked until the editor
 * changes it; a second alert is a correction and says so; every send is confirmed first.
 */
export function StoryAlertControl({ storyId }: StoryAlertControlProps) {
  const id = useId();
  const { overview, send } = useStoryAlert(storyId);
  const [picked, setPicked] = useState<PushTopic[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const chosen = picked ?? overview.data?.suggested ?? [];
  const again = (overview.data?.alerts.length ?? 0) > 0;
  const toggle = (topic: PushTopic) =>
    setPicked(chosen.includes(topic) ? chosen.filter((value) => value !== topic) : [...chosen, topic]);
  const confirm = () => send.mutate({ topics: chosen, again }, { onSettled: () => setConfirming(false) });

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Alert on readers’ devices</h3>
      {/* A panel that could not load is no emergency: the form's own alerts stay the only ones. */}
      {overview.isError ? (
        <p>{overview.error.message}</p>
      ) : (
        <AlertHistory alerts={overview.data?.alerts} older={overview.data?.older} />
      )}
      <fieldset disabled={confirming || send.isPending} aria-describedby={`${id}-hint`}>
        <legend>Send to readers who chose</legend>
        {PUSH_TOPICS.map((topic) => (
          <label key={topic.id}>
            <input type="checkbox" checked={chosen.includes(topic.id)} onChange={() => toggle(topic.id)} />{' '}
            {topic.label}
          </label>
        ))}
      </fieldset>
      <p id={`${id}-hint`}>
        The alert shows the published headline and summary and opens the story. A device alerted in the last few minutes
        is skipped, unless the alert corrects this story’s earlier one.
      </p>
      {confirming ? (
        <div role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            {again ? 'Send a correction of this story’s alert' : 'Send this story as an alert'} to readers who chose{' '}
            {pushTopicList(chosen)}? It cannot be called back.
          </p>
          <Button ref={confirmButton} $size="sm" disabled={send.isPending} onClick={confirm}>
            {send.isPending ? 'Sending…' : 'Send now'}
          </Button>{' '}
          <Button $size="sm" $variant="ghost" disabled={send.isPending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button
          $size="sm"
          $variant="secondary"
          disabled={chosen.length === 0 || overview.isPending || overview.isError}
          onClick={() => setConfirming(true)}
        >
          {again ? 'Send again as a correction…' : 'Send alert…'}
        </Button>
      )}
      <div aria-live="polite">{send.isSuccess && !send.isPending && <p>Alert sent to {devices(send.data)}.</p>}</div>
      {send.isError && <p role="alert">{send.error.message}</p>}
    </Section>
  );
}
