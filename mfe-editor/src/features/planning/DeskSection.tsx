import { useId } from 'react';
import type { WorkflowStatus } from '../../lib/workflowStatus.ts';
import type { DeskGroup, PlanningCard } from './planningBoard.ts';
import { Columns, DeskBox } from './PlanningPanel.styles.ts';
import { StatusColumn } from './StatusColumn.tsx';

export interface DeskSectionProps {
  desk: DeskGroup;
  busy: boolean;
  onMove: (card: PlanningCard, to: WorkflowStatus) => void;
  onDragStart: (card: PlanningCard) => void;
  onDrop: (to: WorkflowStatus) => void;
}

/** One desk's stories of the day, by status, with its count. */
export function DeskSection({ desk, busy, onMove, onDragStart, onDrop }: DeskSectionProps) {
  const titleId = useId();
  return (
    <DeskBox aria-labelledby={titleId}>
      <h3 id={titleId}>
        {desk.name} ({desk.count})
      </h3>
      <Columns>
        {desk.statuses.map((group) => (
          <StatusColumn
            key={group.status}
            group={group}
            busy={busy}
            onMove={onMove}
            onDragStart={onDragStart}
            onDrop={onDrop}
          />
        ))}
      </Columns>
    </DeskBox>
  );
}
