import type { PresenceState } from '@newsroom/shared/coedit';
import { useEffect, useMemo } from 'react';
import type { PresenceCarets } from './presenceCarets.ts';
import { peopleOf, presentUserIds, type Person } from './presencePeople.ts';
import { useCoeditorNames } from './useCoeditorNames.ts';

/** Who is in the story now, named from the directory; their carets go to the body's caret plugin. */
export function usePeopleEditing(
  storyId: string | null,
  presence: PresenceState,
  selfId: string | null,
  carets: PresenceCarets | null,
): Person[] {
  const names = useCoeditorNames(storyId, presentUserIds(presence));
  const people = useMemo(() => peopleOf(presence, names, selfId ?? ''), [presence, names, selfId]);
  useEffect(() => carets?.setPeople(people), [carets, people]);
  return people;
}
