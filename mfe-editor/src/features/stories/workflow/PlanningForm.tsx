import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { Field } from '../../../components/Field.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextArea, TextInput } from '../../../components/fields.styles.ts';
import { AssigneeField } from './AssigneeField.tsx';
import { instantOfLocalInput, localInputOf, localTimeZone } from './planningTimes.ts';
import type { Desk, PlanningChange, StaffMember, StoryPlanning } from './useStoryPlanning.ts';

export interface PlanningFormProps {
  planning: StoryPlanning;
  desks: readonly Desk[];
  /** Who may be assigned (a contributor gets only themselves). */
  staff: readonly StaffMember[];
  /** True for editors and admins: they pick the assignee. */
  mayAssign: boolean;
  /** The staff list failed to load: the assignee cannot be changed, the rest can. */
  staffUnavailable?: boolean;
  /** False: a contributor on a story someone else created (the database refuses their change). */
  mayPlan: boolean;
  saving: boolean;
  onSave: (change: PlanningChange) => void;
}

export const PITCH_NOTE_LIMIT = 2000;
export const NOT_YOURS_TO_PLAN =
  'Only an editor or admin sets the desk, deadline or planned slot of a story someone else created.';

/**
 * A typed time: its instant, or the words saying why it is none. One left as it was keeps its stored
 * instant (seconds and all), so the database sees no change to a late deadline.
 */
function readTime(value: string, stored: string | null, what: string): { instant: string | null; error?: string } {
  if (value === localInputOf(stored)) return { instant: stored };
  if (!value) return { instant: null };
  const instant = instantOfLocalInput(value);
  return instant ? { instant } : { instant: null, error: `Enter a full date and time for the ${what}.` };
}

/** The planning fields of a loaded story: desk, deadline, planned slot (on this device's clock), pitch note. */
export function PlanningForm(props: PlanningFormProps) {
  const { planning, desks, staff, mayAssign, staffUnavailable, mayPlan, saving, onSave } = props;
  const [assignee, setAssignee] = useState(planning.assigneeId ?? '');
  const [desk, setDesk] = useState(planning.desk ?? '');
  const [deadline, setDeadline] = useState(localInputOf(planning.deadline));
  const [plannedFor, setPlannedFor] = useState(localInputOf(planning.plannedFor));
  const [pitchNote, setPitchNote] = useState(planning.pitchNote);
  const [touched, setTouched] = useState(false);
  const due = readTime(deadline, planning.deadline, 'deadline');
  const slot = readTime(plannedFor, planning.plannedFor, 'planned slot');
  const hint = `On your clock (${localTimeZone()}).`;
  const submit = () => {
    setTouched(true);
    if (due.error || slot.error) return;
    const change: PlanningChange = { desk: desk || null, deadline: due.instant, plannedFor: slot.instant, pitchNote };
    onSave(mayAssign ? { ...change, assigneeId: assignee || null } : change);
  };
  return (
    <>
      {!mayPlan && <p>{NOT_YOURS_TO_PLAN}</p>}
      <AssigneeField
        staff={staff}
        storedId={planning.assigneeId}
        value={assignee}
        mayAssign={mayAssign}
        disabled={staffUnavailable}
        onChange={setAssignee}
      />
      <SelectField
        label="Desk"
        placeholder="No desk"
        options={desks.map((item) => ({ value: item.slug, label: item.name }))}
        value={desk}
        disabled={!mayPlan}
        onChange={(event) => setDesk(event.target.value)}
      />
      <Field label="Deadline" hint={hint} error={touched ? due.error : undefined}>
        {(control) => (
          <TextInput
            {...control}
            type="datetime-local"
            value={deadline}
            disabled={!mayPlan}
            onChange={(event) => setDeadline(event.target.value)}
          />
        )}
      </Field>
      <Field label="Planned slot" hint={hint} error={touched ? slot.error : undefined}>
        {(control) => (
          <TextInput
            {...control}
            type="datetime-local"
            value={plannedFor}
            disabled={!mayPlan}
            onChange={(event) => setPlannedFor(event.target.value)}
          />
        )}
      </Field>
      <Field label="Pitch note (optional)" hint="What the story offers, for the desk. Never published.">
        {(control) => (
          <TextArea
            {...control}
            $compact
            maxLength={PITCH_NOTE_LIMIT}
            value={pitchNote}
            onChange={(event) => setPitchNote(event.target.value)}
          />
        )}
      </Field>
      <Button $size="sm" $variant="secondary" disabled={saving} onClick={submit}>
        {saving ? 'Saving…' : 'Save planning'}
      </Button>
    </>
  );
}
