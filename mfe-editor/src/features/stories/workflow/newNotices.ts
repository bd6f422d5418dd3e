import { useEffect, useRef, useState } from 'react';
import type { StoryNotice } from './useStoryNotices.ts';

const WHAT: Record<StoryNotice['kind'], string> = {
  assigned: 'assigned to you',
  back_with_notes: 'back with notes',
};

/** What a screen reader hears of notices that arrived while the list was open. */
export function newNoticesMessage(arrived: StoryNotice[]): string {
  return arrived.map((notice) => `New for you: ${notice.title} — ${WHAT[notice.kind]}.`).join(' ');
}

/**
 * Announces the notices that arrive after the first load (the list reloads on a realtime change,
 * decision 190); the ones already there when the tab opened are read as the list, not announced.
 */
export function useNewNoticesAnnouncement(notices: StoryNotice[] | undefined): string {
  const known = useRef<Set<number> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!notices) return;
    const before = known.current;
    known.current = new Set([...(before ?? []), ...notices.map((notice) => notice.id)]);
    if (!before) return;
    const arrived = notices.filter((notice) => !before.has(notice.id));
    if (arrived.length > 0) setAnnouncement(newNoticesMessage(arrived));
  }, [notices]);
  return announcement;
}
