import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  UNASSIGNED,
  assigneeOptions,
  deskOptions,
  filterCards,
  groupBoard,
  isOverdue,
  toCard,
  type PlanningCard,
  type PlanningRow,
} from './planningBoard.ts';

const row = (fields: Partial<PlanningRow>): PlanningRow => ({
  id: 'story',
  title: 'A story',
  workflow_status: 'in_progress',
  published_at: null,
  desk: 'uk',
  desk_name: 'UK',
  desk_position: 1,
  assignee_id: null,
  assignee_name: null,
  deadline: null,
  planned_for: '2026-11-29T14:00:00Z',
  slot: '2026-11-29T14:00:00Z',
  moves: ['pitch', 'ready_for_edit', 'scheduled', 'published'],
  ...fields,
});

const card = (fields: Partial<PlanningRow>) => toCard(row(fields)) as PlanningCard;

const BOARD = [
  card({ id: 'a', workflow_status: 'pitch', assignee_id: 'u1', assignee_name: 'Tendai Moyo' }),
  card({ id: 'b', workflow_status: 'in_progress', assignee_id: 'u2', assignee_name: 'Alice Brown' }),
  card({ id: 'c', workflow_status: 'in_progress' }),
  card({ id: 'd', desk: 'sport', desk_name: 'Sport', desk_position: 5, workflow_status: 'published' }),
  card({ id: 'e', desk: null, desk_name: null, desk_position: null, assignee_id: 'u1', assignee_name: 'Tendai Moyo' }),
];

describe('toCard', () => {
  it('keeps the moves the Status control offers (Scheduled needs a time) and drops an unknown status', () => {
    expect(card({}).moves).toEqual(['pitch', 'ready_for_edit', 'published']);
    expect(toCard(row({ workflow_status: 'lost' }))).toBeNull();
    expect(card({ desk: null, desk_name: null }).deskName).toBe('No desk');
  });
});

describe('isOverdue', () => {
  const now = new Date('2026-11-29T12:00:00Z');

  it('marks a passed deadline on a story not yet done', () => {
    expect(isOverdue({ deadline: '2026-11-29T11:59:00Z', status: 'in_progress' }, now)).toBe(true);
    expect(isOverdue({ deadline: '2026-11-29T11:59:00Z', status: 'ready_for_edit' }, now)).toBe(true);
  });

  it('not before the deadline, without one, or once scheduled, published or spiked', () => {
    expect(isOverdue({ deadline: '2026-11-29T12:01:00Z', status: 'in_progress' }, now)).toBe(false);
    expect(isOverdue({ deadline: null, status: 'in_progress' }, now)).toBe(false);
    for (const status of ['scheduled', 'published', 'spiked'] as const)
      expect(isOverdue({ deadline: '2026-11-29T08:00:00Z', status }, now)).toBe(false);
  });
});

describe('groupBoard', () => {
  it('groups by desk in the board’s order, then by every status, with counts', () => {
    const desks = groupBoard(BOARD);
    expect(desks.map((desk) => [desk.name, desk.count])).toEqual([
      ['UK', 3],
      ['Sport', 1],
      ['No desk', 1],
    ]);
    const uk = desks[0].statuses;
    expect(uk.map((group) => group.label)).toEqual([
      'Pitch',
      'Assigned',
      'In progress',
      'Ready for edit',
      'Ready to publish',
      'Scheduled',
      'Published',
      'Spiked',
    ]);
    expect(uk.map((group) => group.cards.map((item) => item.id))).toEqual([['a'], [], ['b', 'c'], [], [], [], [], []]);
  });

  it('shows only the status filtered on', () => {
    const desks = groupBoard(filterCards(BOARD, { ...NO_FILTERS, status: 'in_progress' }), 'in_progress');
    expect(desks.map((desk) => [desk.name, desk.statuses.map((group) => group.cards.length)])).toEqual([
      ['UK', [2]],
      ['No desk', [1]],
    ]);
  });
});

describe('filters', () => {
  it('by desk (No desk included), status and assignee (Unassigned included), combined', () => {
    const ids = (filters: Partial<typeof NO_FILTERS>) =>
      filterCards(BOARD, { ...NO_FILTERS, ...filters }).map((item) => item.id);
    expect(ids({})).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids({ desk: 'uk' })).toEqual(['a', 'b', 'c']);
    expect(ids({ desk: 'No desk' })).toEqual(['e']);
    expect(ids({ assignee: 'u1' })).toEqual(['a', 'e']);
    expect(ids({ assignee: UNASSIGNED })).toEqual(['c', 'd']);
    expect(ids({ desk: 'uk', status: 'in_progress', assignee: UNASSIGNED })).toEqual(['c']);
  });

  it('offers the desks and people on the board', () => {
    expect(deskOptions(BOARD)).toEqual([
      { value: 'uk', label: 'UK' },
      { value: 'sport', label: 'Sport' },
      { value: 'No desk', label: 'No desk' },
    ]);
    expect(assigneeOptions(BOARD)).toEqual([
      { value: 'u2', label: 'Alice Brown' },
      { value: 'u1', label: 'Tendai Moyo' },
      { value: UNASSIGNED, label: 'Unassigned' },
    ]);
  });
});
