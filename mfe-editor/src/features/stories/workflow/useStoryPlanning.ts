import { getSupabase } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface Desk {
  slug: string;
  name: string;
}

/** A staff account a story may be assigned to (assignable_staff): never an address. */
export interface StaffMember {
  id: string;
  name: string;
}

/** A story's planning (story_assignments, decision 190): times are ISO instants or null. */
export interface StoryPlanning {
  createdBy: string | null;
  assigneeId: string | null;
  desk: string | null;
  deadline: string | null;
  plannedFor: string | null;
  pitchNote: string;
}

export type PlanningChange = Pick<StoryPlanning, 'desk' | 'deadline' | 'plannedFor' | 'pitchNote'> & {
  /** Left out by a contributor's form: only editors and admins assign. */
  assigneeId?: string | null;
};

const planningKey = (storyId: string) => ['story-planning', storyId] as const;
const DESKS_KEY = ['desks'] as const;
const STAFF_KEY = ['assignable-staff'] as const;

async function fetchStaff(): Promise<StaffMember[]> {
  const { data, error } = await getSupabase().rpc('assignable_staff');
  // The database's refusal says why (e.g. the second factor): kept, not replaced by a generic line.
  if (error) throw new Error(error.message, { cause: error });
  // Ordered by name in the database.
  return (data ?? []).map((row) => ({ id: row.user_id, name: row.name }));
}

async function fetchDesks(): Promise<Desk[]> {
  const { data, error } = await getSupabase().from('desks').select('slug, name, position');
  if (error) throw new Error('The desks could not be loaded.', { cause: error });
  // A handful of rows: ordered here as the admin placed them.
  return ((data ?? []) as Array<Desk & { position: number }>)
    .slice()
    .sort((a, b) => a.position - b.position)
    .map(({ slug, name }) => ({ slug, name }));
}

async function fetchPlanning(storyId: string): Promise<StoryPlanning> {
  const { data, error } = await getSupabase()
    .from('story_assignments')
    .select('created_by, assignee_id, desk, deadline, planned_for, pitch_note')
    .eq('story_id', storyId)
    .maybeSingle();
  if (error) throw new Error('The story’s planning could not be loaded.', { cause: error });
  return {
    createdBy: data?.created_by ?? null,
    assigneeId: data?.assignee_id ?? null,
    desk: data?.desk ?? null,
    deadline: data?.deadline ?? null,
    plannedFor: data?.planned_for ?? null,
    pitchNote: data?.pitch_note ?? '',
  };
}

export const CHANGED_ELSEWHERE =
  'Someone else changed this story’s planning since you opened it. Reload to see their change, then save yours again.';
const NOT_YOURS = 'This story’s planning is not yours to change.';

type PlanningField = keyof PlanningChange;
const COLUMNS = {
  assigneeId: 'assignee_id',
  desk: 'desk',
  deadline: 'deadline',
  plannedFor: 'planned_for',
  pitchNote: 'pitch_note',
} as const satisfies Record<PlanningField, string>;

/** A field as the database stores it: an empty pitch note is null. */
function stored(field: PlanningField, value: string | null | undefined): string | null {
  if (field === 'pitchNote') return value?.trim() || null;
  return value ?? null;
}

/** The fields the form changed from the planning it loaded (a contributor's form has no assignee). */
function changedFields(loaded: StoryPlanning, change: PlanningChange): PlanningField[] {
  return (Object.keys(COLUMNS) as PlanningField[]).filter(
    (field) => change[field] !== undefined && stored(field, change[field]) !== stored(field, loaded[field]),
  );
}

/**
 * Only the changed fields, and only while each still holds what the form loaded: a colleague's change
 * to another field stays, and one to the same field is never overwritten unseen (review finding 4).
 */
async function savePlanning(storyId: string, loaded: StoryPlanning, change: PlanningChange): Promise<void> {
  const fields = changedFields(loaded, change);
  if (fields.length === 0) return;
  const values: Partial<Record<(typeof COLUMNS)[PlanningField], string | null>> = Object.fromEntries(
    fields.map((field) => [COLUMNS[field], stored(field, change[field])]),
  );
  let query = getSupabase().from('story_assignments').update(values).eq('story_id', storyId);
  for (const field of fields) {
    const was = stored(field, loaded[field]);
    query = was === null ? query.is(COLUMNS[field], null) : query.eq(COLUMNS[field], was);
  }
  // The database's trigger tells a new assignee (decision 190).
  const { data, error } = await query.select('story_id');
  // The database's refusal is the message: it says which rule the change broke.
  if (error) throw new Error(error.message, { cause: error });
  if (data?.length) return;
  // No row: either a colleague changed one of these fields meanwhile, or the row is not ours to change.
  const now = await fetchPlanning(storyId);
  const moved = fields.some((field) => stored(field, now[field]) !== stored(field, loaded[field]));
  throw new Error(moved ? CHANGED_ELSEWHERE : NOT_YOURS);
}

export interface PlanningSave {
  /** The planning the form was opened with. */
  loaded: StoryPlanning;
  change: PlanningChange;
}

/** A saved story's assignee, desk, deadline, planned slot and pitch note, the desks and staff, and saving them. */
export function useStoryPlanning(storyId: string) {
  const queryClient = useQueryClient();
  const desks = useQuery({ queryKey: DESKS_KEY, queryFn: fetchDesks, staleTime: 5 * 60_000 });
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: fetchStaff, staleTime: 5 * 60_000 });
  const planning = useQuery({ queryKey: planningKey(storyId), queryFn: () => fetchPlanning(storyId) });
  const save = useMutation({
    mutationFn: ({ loaded, change }: PlanningSave) => savePlanning(storyId, loaded, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKey(storyId) }),
  });
  return { desks, staff, planning, save };
}
