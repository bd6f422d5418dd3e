import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { Field } from '../../../components/Field.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextArea } from '../../../components/fields.styles.ts';
import { Section } from '../RevisionList.styles.ts';
import { useStoryStatus, type StatusMove } from './useStoryStatus.ts';
import { WORKFLOW_LABELS, type WorkflowStatus } from '../../../lib/workflowStatus.ts';

export interface StatusControlProps {
  storyId: string;
  /** Called after a move the database accepted (the form keeps its edit version in step). */
  onMoved: (move: StatusMove) => void;
}

const NOTE_LIMIT = 2000;

/**
 * The desk's status of a saved story (decision 183): where it is, the moves the database allows
 * this user, an optional note for the log, and the database's reason when a move is refused.
 */
export function StatusControl({ storyId, onMoved }: StatusControlProps) {
  const { status, move } = useStoryStatus(storyId, onMoved);
  const [chosen, setChosen] = useState<WorkflowStatus | ''>('');
  const [note, setNote] = useState('');
  const moves = status.data?.moves ?? [];
  const target = chosen && moves.includes(chosen) ? chosen : '';
  const submit = () => {
    if (!target) return;
    move.mutate(
      { to: target, note },
      {
        onSuccess: () => {
          setChosen('');
          setNote('');
        },
      },
    );
  };
  const current = status.data?.current;
  return (
    <Section aria-labelledby="story-status-title">
      <h3 id="story-status-title">Status</h3>
      {status.isError && <p>{status.error.message}</p>}
      <p>
        Now: <strong>{current ? WORKFLOW_LABELS[current] : '…'}</strong>
      </p>
      {status.isSuccess && moves.length === 0 ? (
        <p>You cannot change this story’s status.</p>
      ) : (
        <>
          <SelectField
            label="Move to"
            placeholder="Choose a status"
            options={moves.map((value) => ({ value, label: WORKFLOW_LABELS[value] }))}
            value={target}
            onChange={(event) => setChosen(event.target.value as WorkflowStatus | '')}
          />
          <Field label="Note for the status log (optional)" hint="To schedule, use the Publishing schedule below.">
            {(control) => (
              <TextArea
                {...control}
                $compact
                maxLength={NOTE_LIMIT}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          <Button $size="sm" $variant="secondary" disabled={!target || move.isPending} onClick={submit}>
            {move.isPending ? 'Changing…' : 'Change status'}
          </Button>
        </>
      )}
      <div aria-live="polite">
        {move.isSuccess && !move.isPending && <p>Moved to {WORKFLOW_LABELS[move.data.workflowStatus]}.</p>}
      </div>
      {move.isError && <p role="alert">{move.error.message}</p>}
    </Section>
  );
}
