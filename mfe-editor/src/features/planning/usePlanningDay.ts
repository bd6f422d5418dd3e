import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDayKey, todayKey } from './planningDay.ts';

const DAY_PARAM = 'day';

/** The board's day lives in the URL (?tab=planning&day=2026-11-29): a reload or a shared link keeps it. */
export function usePlanningDay(): [string, (day: string) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(DAY_PARAM);
  const day = isDayKey(wanted) ? wanted : todayKey();
  const setDay = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(DAY_PARAM, next);
        return updated;
      }),
    [setParams],
  );
  return [day, setDay];
}
