import {
  WORKFLOW_LABELS,
  WORKFLOW_STATUSES,
  isWorkflowStatus,
  offeredMoves,
  type WorkflowStatus,
} from '../../lib/workflowStatus.ts';

/** One row of planning_board(day, tz) (migration 20261204200000, decision 191). */
export interface PlanningRow {
  id: string;
  title: string;
  workflow_status: string;
  published_at: string | null;
  desk: string | null;
  desk_name: string | null;
  desk_position: number | null;
  assignee_id: string | null;
  assignee_name: string | null;
  deadline: string | null;
  planned_for: string | null;
  slot: string;
  moves: string[] | null;
}

export interface PlanningCard {
  id: string;
  title: string;
  status: WorkflowStatus;
  deskSlug: string | null;
  deskName: string;
  assigneeId: string | null;
  assigneeName: string | null;
  deadline: string | null;
  plannedFor: string | null;
  /** The time that puts the story on this day: its slot, else its deadline, else its publication. */
  slot: string;
  /** The moves the database allows this user (Scheduled left out: it needs a time). */
  moves: WorkflowStatus[];
}

export const NO_DESK = 'No desk';
/** The assignee filter's value for stories nobody is assigned to. */
export const UNASSIGNED = 'none';

export function toCard(row: PlanningRow): PlanningCard | null {
  if (!isWorkflowStatus(row.workflow_status)) return null;
  return {
    id: row.id,
    title: row.title,
    status: row.workflow_status,
    deskSlug: row.desk,
    deskName: row.desk_name ?? NO_DESK,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    deadline: row.deadline,
    plannedFor: row.planned_for,
    slot: row.slot,
    moves: offeredMoves(row.moves ?? []),
  };
}

/** Statuses whose copy is in: a passed deadline no longer matters once the story is done or dropped. */
const DONE: ReadonlySet<WorkflowStatus> = new Set(['scheduled', 'published', 'spiked']);

/** The deadline has passed and the story is not yet scheduled, published or spiked. */
export function isOverdue(card: Pick<PlanningCard, 'deadline' | 'status'>, now: Date = new Date()): boolean {
  if (!card.deadline || DONE.has(card.status)) return false;
  return new Date(card.deadline).getTime() < now.getTime();
}

export interface PlanningFilters {
  /** A desk's slug, NO_DESK, or '' for every desk. */
  desk: string;
  status: WorkflowStatus | '';
  /** An assignee's id, UNASSIGNED, or '' for anyone. */
  assignee: string;
}

export const NO_FILTERS: PlanningFilters = { desk: '', status: '', assignee: '' };

const deskKey = (card: PlanningCard) => card.deskSlug ?? NO_DESK;

export function filterCards(cards: readonly PlanningCard[], filters: PlanningFilters): PlanningCard[] {
  return cards.filter(
    (card) =>
      (!filters.desk || deskKey(card) === filters.desk) &&
      (!filters.status || card.status === filters.status) &&
      (!filters.assignee || (card.assigneeId ?? UNASSIGNED) === filters.assignee),
  );
}

export interface StatusGroup {
  status: WorkflowStatus;
  label: string;
  cards: PlanningCard[];
}

export interface DeskGroup {
  key: string;
  name: string;
  count: number;
  statuses: StatusGroup[];
}

/**
 * Desks in the database's order (the rows come sorted by desk position, "No desk" last), each with
 * every status in the desk's order so that an empty status is still a place to move a card to.
 * With a status filter, only that status.
 */
export function groupBoard(cards: readonly PlanningCard[], only: WorkflowStatus | '' = ''): DeskGroup[] {
  const desks = new Map<string, DeskGroup>();
  const statuses = only ? [only] : WORKFLOW_STATUSES;
  for (const card of cards) {
    const key = deskKey(card);
    let desk = desks.get(key);
    if (!desk) {
      desk = {
        key,
        name: card.deskName,
        count: 0,
        statuses: statuses.map((status) => ({ status, label: WORKFLOW_LABELS[status], cards: [] })),
      };
      desks.set(key, desk);
    }
    const group = desk.statuses.find((candidate) => candidate.status === card.status);
    if (!group) continue;
    group.cards.push(card);
    desk.count += 1;
  }
  return [...desks.values()];
}

export interface Option {
  value: string;
  label: string;
}

/** The desks on the day's board, in its order. */
export function deskOptions(cards: readonly PlanningCard[]): Option[] {
  const seen = new Map<string, string>();
  for (const card of cards) if (!seen.has(deskKey(card))) seen.set(deskKey(card), card.deskName);
  return [...seen].map(([value, label]) => ({ value, label }));
}

/** The people assigned stories on the day's board, by name, then "Unassigned". */
export function assigneeOptions(cards: readonly PlanningCard[]): Option[] {
  const named = new Map<string, string>();
  let unassigned = false;
  for (const card of cards) {
    if (!card.assigneeId) unassigned = true;
    else named.set(card.assigneeId, card.assigneeName ?? 'Someone on the desk');
  }
  const options = [...named].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return unassigned ? [...options, { value: UNASSIGNED, label: 'Unassigned' }] : options;
}
