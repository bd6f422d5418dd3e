import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { Actions } from './Fronts.styles.ts';

export interface CardDestinationProps {
  /** The card's name in the controls' names. */
  name: string;
  /** The other curated containers, by their place on the front. */
  destinations: { index: number; title: string }[];
  /** The select's id: the moved card's own takes focus in its new container. */
  selectId: string;
  onMove: (to: number) => void;
}

/**
 * Moving a card into another container from the keyboard (decision 208): a choice, then a button,
 * so arrowing through the list moves nothing (WCAG 3.2.2). The mouse drags the card's grip instead.
 */
export function CardDestination({ name, destinations, selectId, onMove }: CardDestinationProps) {
  const [to, setTo] = useState(destinations[0]?.index ?? -1);
  if (destinations.length === 0) return null;
  const chosen = destinations.some((destination) => destination.index === to) ? to : destinations[0].index;
  return (
    <Actions>
      <label htmlFor={selectId}>Move “{name}” to</label>
      <select id={selectId} value={chosen} onChange={(event) => setTo(Number(event.target.value))}>
        {destinations.map((destination) => (
          <option key={destination.index} value={destination.index}>
            {destination.title}
          </option>
        ))}
      </select>
      <Button $variant="ghost" $size="sm" aria-label={`Move to container: ${name}`} onClick={() => onMove(chosen)}>
        Move to container
      </Button>
    </Actions>
  );
}
