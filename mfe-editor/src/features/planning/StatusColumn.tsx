import { useId, useState } from 'react';
import type { WorkflowStatus } from '../../lib/workflowStatus.ts';
import type { PlanningCard, StatusGroup } from './planningBoard.ts';
import { PlanningCardItem } from './PlanningCardItem.tsx';
import { Cards, Column } from './PlanningPanel.styles.ts';

export interface StatusColumnProps {
  group: StatusGroup;
  busy: boolean;
  onMove: (card: PlanningCard, to: WorkflowStatus) => void;
  onDragStart: (card: PlanningCard) => void;
  /** A card dropped here: the panel knows which one is being dragged. */
  onDrop: (to: WorkflowStatus) => void;
}

/** One status of one desk: its count, its cards, and a place to drop a card. */
export function StatusColumn({ group, busy, onMove, onDragStart, onDrop }: StatusColumnProps) {
  const [over, setOver] = useState(false);
  const headingId = useId();
  return (
    <Column
      role="group"
      aria-labelledby={headingId}
      $target={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDrop(group.status);
      }}
    >
      <h4 id={headingId}>
        {group.label} ({group.cards.length})
      </h4>
      {group.cards.length > 0 && (
        <Cards>
          {group.cards.map((card) => (
            <PlanningCardItem key={card.id} card={card} busy={busy} onMove={onMove} onDragStart={onDragStart} />
          ))}
        </Cards>
      )}
    </Column>
  );
}
