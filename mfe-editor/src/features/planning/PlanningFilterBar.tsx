import { Toolbar } from '../../components/consoleKit.styles.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { WORKFLOW_LABELS, WORKFLOW_STATUSES, type WorkflowStatus } from '../../lib/workflowStatus.ts';
import { assigneeOptions, deskOptions, type PlanningCard, type PlanningFilters } from './planningBoard.ts';

export interface PlanningFilterBarProps {
  cards: readonly PlanningCard[];
  filters: PlanningFilters;
  onChange: (filters: PlanningFilters) => void;
}

const STATUS_OPTIONS = WORKFLOW_STATUSES.map((value) => ({ value, label: WORKFLOW_LABELS[value] }));

/** Desk, status and assignee: the desks and people on the day's board. */
export function PlanningFilterBar({ cards, filters, onChange }: PlanningFilterBarProps) {
  return (
    <Toolbar>
      <SelectField
        label="Desk"
        placeholder="All desks"
        options={deskOptions(cards)}
        value={filters.desk}
        onChange={(event) => onChange({ ...filters, desk: event.target.value })}
      />
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as WorkflowStatus | '' })}
      />
      <SelectField
        label="Assignee"
        placeholder="Anyone"
        options={assigneeOptions(cards)}
        value={filters.assignee}
        onChange={(event) => onChange({ ...filters, assignee: event.target.value })}
      />
    </Toolbar>
  );
}
