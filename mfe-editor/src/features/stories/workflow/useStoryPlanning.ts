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
  if (error) throw new Error('The staff list could not be loaded.', { cause: error });
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

async function savePlanning(storyId: string, change: PlanningChange): Promise<void> {
  const { data, error } = await getSupabase()
    .from('story_assignments')
    .update({
      desk: change.desk,
      deadline: change.deadline,
      planned_for: change.plannedFor,
      pitch_note: change.pitchNote.trim() || null,
      // The database's trigger tells a new assignee (decision 190).
      ...(change.assigneeId !== undefined && { assignee_id: change.assigneeId }),
    })
    .eq('story_id', storyId)
    .select('story_id');
  // The database's refusal is the message: it says which rule the change broke.
  if (error) throw new Error(error.message, { cause: error });
  if (!data?.length) throw new Error('This story’s planning is not yours to change.');
}

/** A saved story's assignee, desk, deadline, planned slot and pitch note, the desks and staff, and saving them. */
export function useStoryPlanning(storyId: string) {
  const queryClient = useQueryClient();
  const desks = useQuery({ queryKey: DESKS_KEY, queryFn: fetchDesks, staleTime: 5 * 60_000 });
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: fetchStaff, staleTime: 5 * 60_000 });
  const planning = useQuery({ queryKey: planningKey(storyId), queryFn: () => fetchPlanning(storyId) });
  const save = useMutation({
    mutationFn: (change: PlanningChange) => savePlanning(storyId, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKey(storyId) }),
  });
  return { desks, staff, planning, save };
}
