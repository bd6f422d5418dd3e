import { SelectField } from '../../../components/SelectField.tsx';
import type { StaffMember } from './useStoryPlanning.ts';

export interface AssigneeFieldProps {
  staff: readonly StaffMember[];
  /** The saved assignee: named even when they have left the staff list. */
  storedId: string | null;
  value: string;
  /** False: a contributor, who never assigns (the database refuses it) and sees the name only. */
  mayAssign: boolean;
  /** The staff list could not be read: the saved assignee stays as it is. */
  disabled?: boolean;
  onChange: (assigneeId: string) => void;
}

export const UNASSIGNED = 'Unassigned';
/** A contributor is told only their own name (assignable_staff). */
export const SOMEONE_ELSE = 'Another member of staff';
const FORMER_STAFF = 'No longer on the staff';
export const STAFF_LIST_MISSING = 'Assigned (name not available)';

function nameOf(staff: readonly StaffMember[], id: string | null): string {
  if (!id) return UNASSIGNED;
  return staff.find((person) => person.id === id)?.name ?? SOMEONE_ELSE;
}

/** Who the story is assigned to: a select for editors and admins, the name for a contributor. */
export function AssigneeField({ staff, storedId, value, mayAssign, disabled, onChange }: AssigneeFieldProps) {
  if (!mayAssign) return <p>Assignee: {nameOf(staff, storedId)}</p>;
  const options = staff.map((person) => ({ value: person.id, label: person.name }));
  if (storedId && !staff.some((person) => person.id === storedId)) {
    // Without the list, who it is cannot be told: never call them former staff.
    options.push({ value: storedId, label: disabled ? STAFF_LIST_MISSING : FORMER_STAFF });
  }
  return (
    <SelectField
      label="Assignee"
      placeholder={UNASSIGNED}
      options={options}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
