import { getSupabase } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface Desk {
  slug: string;
  name: string;
}

/** A story's planning (story_assignments, decision 190): times are ISO instants or null. */
export interface StoryPlanning {
  createdBy: string | null;
  desk: string | null;
  deadline: string | null;
  plannedFor: string | null;
  pitchNote: string;
}

export type PlanningChange = Pick<StoryPlanning, 'desk' | 'deadline' | 'plannedFor' | 'pitchNote'>;

const planningKey = (storyId: string) => ['story-planning', storyId] as const;
const DESKS_KEY = ['desks'] as const;

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
    .select('created_by, desk, deadline, planned_for, pitch_note')
    .eq('story_id', storyId)
    .maybeSingle();
  if (error) throw new Error('The story’s planning could not be loaded.', { cause: error });
  return {
    createdBy: data?.created_by ?? null,
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
    })
    .eq('story_id', storyId)
    .select('story_id');
  // The database's refusal is the message: it says which rule the change broke.
  if (error) throw new Error(error.message, { cause: error });
  if (!data?.length) throw new Error('This story’s planning is not yours to change.');
}

/** A saved story's desk, deadline, planned slot and pitch note, the desks, and saving them. */
export function useStoryPlanning(storyId: string) {
  const queryClient = useQueryClient();
  const desks = useQuery({ queryKey: DESKS_KEY, queryFn: fetchDesks, staleTime: 5 * 60_000 });
  const planning = useQuery({ queryKey: planningKey(storyId), queryFn: () => fetchPlanning(storyId) });
  const save = useMutation({
    mutationFn: (change: PlanningChange) => savePlanning(storyId, change),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKey(storyId) }),
  });
  return { desks, planning, save };
}
