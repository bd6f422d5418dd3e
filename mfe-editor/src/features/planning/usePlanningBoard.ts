import { failLoad, getSupabase, queryKeys, useRealtimeInvalidation } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toCard, type PlanningCard, type PlanningRow } from './planningBoard.ts';
import { localTimeZone, offsetLabel, offsetTimeZone } from './planningDay.ts';

export const PLANNING_LOAD_ERROR = 'The planning board could not be loaded';

/** Under the stories' prefix: a save anywhere in the console refreshes the board too. */
export const planningKeys = {
  all: [...queryKeys.stories, 'editor', 'planning'] as const,
  day: (day: string, timeZone: string) => [...queryKeys.stories, 'editor', 'planning', day, timeZone] as const,
};

/** The day's cards, and the zone they were read in when the browser's own was unknown. */
export interface PlanningBoard {
  cards: PlanningCard[];
  /** Set when the database did not know the browser's zone name: the offset used instead. */
  offsetUsed: string | null;
  /** How many stories the day has: more than the cards when the API's row cap (1,000) cut it. */
  total: number;
}

async function boardIn(day: string, tz: string) {
  // The exact count tells a day the API's row cap cut (hosted and local answer at most 1,000 rows).
  return getSupabase().rpc('planning_board', { day, tz }, { count: 'exact' });
}

export async function fetchPlanningBoard(day: string, timeZone: string): Promise<PlanningBoard> {
  let { data, error, count } = await boardIn(day, timeZone);
  let offsetUsed: string | null = null;
  // 22023: a zone name the database's tzdata lacks; the current offset is always understood.
  if (error?.code === '22023') {
    offsetUsed = offsetLabel();
    ({ data, error, count } = await boardIn(day, offsetTimeZone()));
  }
  if (error) failLoad(PLANNING_LOAD_ERROR, error);
  const cards = ((data ?? []) as PlanningRow[]).map(toCard).filter((card): card is PlanningCard => card !== null);
  return { cards, offsetUsed, total: Math.max(count ?? 0, data?.length ?? 0) };
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
