import { failLoad, getSupabase, queryKeys, useRealtimeInvalidation } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toCard, type PlanningCard, type PlanningRow } from './planningBoard.ts';
import { localTimeZone } from './planningDay.ts';

export const PLANNING_LOAD_ERROR = 'The planning board could not be loaded';

/** Under the stories' prefix: a save anywhere in the console refreshes the board too. */
export const planningKeys = {
  all: [...queryKeys.stories, 'editor', 'planning'] as const,
  day: (day: string, timeZone: string) => [...queryKeys.stories, 'editor', 'planning', day, timeZone] as const,
};

export async function fetchPlanningBoard(day: string, timeZone: string): Promise<PlanningCard[]> {
  const { data, error } = await getSupabase().rpc('planning_board', { day, tz: timeZone });
  if (error) failLoad(PLANNING_LOAD_ERROR, error);
  return ((data ?? []) as PlanningRow[]).map(toCard).filter((card): card is PlanningCard => card !== null);
}

/**
 * The day's budget in one call, reloaded when anyone changes a story or its assignment (desk,
 * deadline, slot, assignee): realtime on both tables, throttled as every console list (decision 133).
 */
export function usePlanningBoard(day: string) {
  const timeZone = localTimeZone();
  useRealtimeInvalidation('news_stories', planningKeys.all);
  useRealtimeInvalidation('story_assignments', planningKeys.all);
  return useQuery({
    queryKey: planningKeys.day(day, timeZone),
    queryFn: () => fetchPlanningBoard(day, timeZone),
    placeholderData: keepPreviousData,
    meta: { errorMessage: PLANNING_LOAD_ERROR },
  });
}
