import { Button, FieldBox, FieldLabel } from '@newsroom/shared';
import { format } from 'date-fns';
import { useEffect, useId, useRef } from 'react';
import { Select } from '../../../components/fields.styles.ts';
import { Muted } from '../../../components/consoleKit.styles.ts';
import { TIP_STATUSES, type StoryTip, type TipStatus } from './storyTip.ts';
import { Actions, Article, Facts, TipText } from './TipDetail.styles.ts';
import { TipContact } from './TipContact.tsx';
import { TipStatusBadge } from './TipStatusBadge.tsx';
import { useSetTipStatus, useStartDraftFromTip } from './useStoryTips.ts';

export interface TipDetailProps {
  tip: StoryTip;
  /** True when the draft this tip led to is still in the story list. */
  draftExists: boolean;
  onOpenStory: (storyId: string) => void;
  onBack: () => void;
}

function StatusSelect({ tip }: { tip: StoryTip }) {
  const id = useId();
  const setStatus = useSetTipStatus();
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>Status</FieldLabel>
      <Select
        id={id}
        value={tip.status}
        disabled={setStatus.isPending}
        onChange={(event) => setStatus.mutate({ id: tip.id, status: event.target.value as TipStatus })}
      >
        {TIP_STATUSES.map((status) => (
          <option key={status.id} value={status.id}>
            {status.label}
          </option>
        ))}
      </Select>
    </FieldBox>
  );
}

/** One tip: what the reader sent (as text), its status, and "Start a draft from this tip". */
export function TipDetail({ tip, draftExists, onOpenStory, onBack }: TipDetailProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const startDraft = useStartDraftFromTip();
  const received = new Date(tip.createdAt);

  return (
    <Article aria-labelledby="tip-title">
      <h2 id="tip-title" ref={heading} tabIndex={-1}>
        {tip.title}
      </h2>
      <p>
        <TipStatusBadge status={tip.status} />
        <Muted as="span">Story tip from a reader</Muted>
      </p>
      <Facts>
        <dt>From</dt>
        <dd>{tip.author}</dd>
        <dt>Contact (confidential)</dt>
        <dd>
          <TipContact tip={tip} />
        </dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={tip.createdAt}>{format(received, 'd MMM yyyy, HH:mm')}</time>
        </dd>
        <dt>Where</dt>
        <dd>{tip.location || 'Not given'}</dd>
        <dt>When</dt>
        <dd>{tip.happenedWhen || 'Not given'}</dd>
        <dt>Category</dt>
        <dd>{tip.category}</dd>
        {/* Tips sent before decision 170 asked for a read time. */}
        {tip.readTime && (
          <>
            <dt>Read time</dt>
            <dd>{tip.readTime}</dd>
          </>
        )}
        {tip.imageUrl && (
          <>
            <dt>Photo</dt>
            <dd>
              {tip.imageUrl}
              {tip.imageAuthor && ` (by ${tip.imageAuthor})`}
            </dd>
          </>
        )}
      </Facts>
      <TipText>{tip.summary}</TipText>
      <Actions>
        <StatusSelect tip={tip} />
        {tip.storyId && draftExists ? (
          <Button onClick={() => tip.storyId && onOpenStory(tip.storyId)}>Open the draft</Button>
        ) : (
          <Button
            disabled={startDraft.isPending}
            onClick={() => startDraft.mutate(tip.id, { onSuccess: (storyId) => onOpenStory(storyId) })}
          >
            {startDraft.isPending ? 'Starting the draft…' : 'Start a draft from this tip'}
          </Button>
        )}
        <Button $variant="ghost" onClick={onBack}>
          Back to story tips
        </Button>
      </Actions>
    </Article>
  );
}
