import { useHydrated } from '@newsroom/shared';
import { useContext } from 'react';
import { localDay, RenderedDayContext } from './calendarDay.ts';

/**
 * Today's date ("Saturday, November 21, 2026"). A server-rendered page first shows the day of its
 * render in the newsroom's zone (what the server wrote), then the reader's own day once hydrated.
 */
export function TodayDate({ now }: { now?: Date }) {
  const renderedDay = useContext(RenderedDayContext);
  const hydrated = useHydrated();
  const day = renderedDay && !hydrated ? renderedDay : localDay(now ?? new Date());
  return <time dateTime={day.iso}>{day.long}</time>;
}
