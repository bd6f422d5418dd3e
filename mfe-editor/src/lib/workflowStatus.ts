/** The desk's statuses in their order (decision 183); the database decides who may move where. */
export const WORKFLOW_STATUSES = [
  'pitch',
  'assigned',
  'in_progress',
  'ready_for_edit',
  'ready_to_publish',
  'scheduled',
  'published',
  'spiked',
] as const;

export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const WORKFLOW_LABELS: Record<WorkflowStatus, string> = {
  pitch: 'Pitch',
  assigned: 'Assigned',
  in_progress: 'In progress',
  ready_for_edit: 'Ready for edit',
  ready_to_publish: 'Ready to publish',
  scheduled: 'Scheduled',
  published: 'Published',
  spiked: 'Spiked',
};

export const isWorkflowStatus = (value: unknown): value is WorkflowStatus =>
  typeof value === 'string' && (WORKFLOW_STATUSES as readonly string[]).includes(value);

/** A scheduled story whose time has come reads as published, as the database's story_workflow_status says. */
export function currentWorkflowStatus(
  row: { workflow_status: string; status: string; published_at: string | null },
  now: Date = new Date(),
): WorkflowStatus | null {
  const due = row.published_at !== null && new Date(row.published_at).getTime() <= now.getTime();
  if (row.workflow_status === 'scheduled' && row.status === 'published' && due) return 'published';
  return isWorkflowStatus(row.workflow_status) ? row.workflow_status : null;
}

/**
 * The moves the Status control offers: what the database allows, without Scheduled, which needs
 * a time (the Publishing schedule and its button set it).
 */
export const offeredMoves = (allowed: readonly string[]): WorkflowStatus[] =>
  allowed.filter(isWorkflowStatus).filter((status) => status !== 'scheduled');

/**
 * The statuses in which a contributor still edits their story: the database's policy
 * "Contributors edit their own unpublished stories" (migration 20261203150000), shown, not enforced, here.
 */
const CONTRIBUTOR_EDITABLE: readonly WorkflowStatus[] = ['pitch', 'assigned', 'in_progress', 'ready_for_edit'];

/** Whether a contributor may still save a story at this status (unknown: yes, the database decides). */
export const contributorMayEdit = (status: WorkflowStatus | null): boolean =>
  status === null || CONTRIBUTOR_EDITABLE.includes(status);
