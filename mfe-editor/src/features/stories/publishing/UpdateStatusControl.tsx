import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { Field } from '../../../components/Field.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextArea } from '../../../components/fields.styles.ts';
import { WORKFLOW_LABELS } from '../../../lib/workflowStatus.ts';
import { Section } from '../RevisionList.styles.ts';
import { UPDATE_STATUSES, useUpdateStatus, type UpdateStatus } from './useUpdateStatus.ts';

export interface UpdateStatusControlProps {
  storyId: string;
}

const NOTE_LIMIT = 2000;

/**
 * The desk status of a live story's next version (decision 201): the story stays published while
 * its update goes from in progress to ready for edit and ready to publish; Publish update starts
 * the next one afresh.
 */
export function UpdateStatusControl({ storyId }: UpdateStatusControlProps) {
  const { status, move } = useUpdateStatus(storyId);
  const [chosen, setChosen] = useState<UpdateStatus | ''>('');
  const [note, setNote] = useState('');
  const current = status.data ?? null;
  const moves = UPDATE_STATUSES.filter((value) => value !== current);
  const submit = () => {
    if (!chosen) return;
    move.mutate(
      { to: chosen, note },
      {
        onSuccess: () => {
          setChosen('');
          setNote('');
        },
      },
    );
  };
  return (
    <Section aria-labelledby="story-update-status-title">
      <h3 id="story-update-status-title">Status of the update</h3>
      {status.isError && <p>{status.error.message}</p>}
      <p>
        The published version stays live while the update is edited. Update:{' '}
        <strong>{status.isPending ? '…' : current ? WORKFLOW_LABELS[current] : 'No status yet'}</strong>
      </p>
      <SelectField
        label="Move the update to"
        placeholder="Choose a status"
        options={moves.map((value) => ({ value, label: WORKFLOW_LABELS[value] }))}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as UpdateStatus | '')}
      />
      <Field label="Note for the update’s status log (optional)">
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
      <Button $size="sm" $variant="secondary" disabled={!chosen || move.isPending} onClick={submit}>
        {move.isPending ? 'Changing…' : 'Change the update’s status'}
      </Button>
      <div aria-live="polite">
        {move.isSuccess && !move.isPending && <p>Update moved to {WORKFLOW_LABELS[move.data]}.</p>}
      </div>
      {move.isError && <p role="alert">{move.error.message}</p>}
    </Section>
  );
}
