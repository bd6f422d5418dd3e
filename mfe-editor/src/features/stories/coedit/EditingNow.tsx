import { VisuallyHidden } from '@newsroom/shared';
import { useEffect, useRef, useState } from 'react';
import { PeopleLine, Swatch } from './EditingNow.styles.ts';
import { arrivalsAndDepartures, nameOf, whereOf, type Person } from './presencePeople.ts';

export interface EditingNowProps {
  people: Person[];
}

/**
 * "Editing now: A (you), B (in Title)" with each one's caret colour and the field the others are in, and a polite announcement when someone
 * joins or leaves (the list itself is read as text, not announced at each change).
 */
export function EditingNow({ people }: EditingNowProps) {
  const [announcement, setAnnouncement] = useState('');
  const before = useRef<Person[]>(people);
  useEffect(() => {
    const change = arrivalsAndDepartures(before.current, people);
    before.current = people;
    if (change) setAnnouncement(change);
  }, [people]);
  if (people.length === 0) return null;
  return (
    <>
      <PeopleLine>
        Editing now:{' '}
        {people.map((person, index) => (
          <span key={person.userId}>
            <Swatch aria-hidden="true" $colour={person.colour} />
            {nameOf(person)}
            {whereOf(person)}
            {index < people.length - 1 && ', '}
          </span>
        ))}
      </PeopleLine>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
