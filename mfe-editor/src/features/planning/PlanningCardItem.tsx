import { Button } from '@newsroom/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { WORKFLOW_LABELS, type WorkflowStatus } from '../../lib/workflowStatus.ts';
import { isOverdue, type PlanningCard } from './planningBoard.ts';
import { Card, CardTitle, MoveRow, Overdue } from './PlanningPanel.styles.ts';

export interface PlanningCardItemProps {
  card: PlanningCard;
  busy: boolean;
  onMove: (card: PlanningCard, to: WorkflowStatus) => void;
  onDragStart: (card: PlanningCard) => void;
}

const time = (value: string) => <time dateTime={value}>{format(new Date(value), 'HH:mm')}</time>;

/** What puts the story on the day: its slot, else its deadline, else its publication time. */
function When({ card }: { card: PlanningCard }) {
  if (card.plannedFor) return <p>Slot {time(card.plannedFor)}</p>;
  if (card.deadline) return <p>Due {time(card.deadline)}</p>;
  return <p>Publishes {time(card.slot)}</p>;
}

/** One story: title (opens it), when, who, Overdue, and "Move to…" for the keyboard and the mouse alike. */
export function PlanningCardItem({ card, busy, onMove, onDragStart }: PlanningCardItemProps) {
  const [target, setTarget] = useState<WorkflowStatus | ''>('');
  const overdue = isOverdue(card);
  const move = () => {
    if (!target) return;
    onMove(card, target);
    setTarget('');
  };
  return (
    <Card
      draggable={card.moves.length > 0}
      onDragStart={(event) => {
        event.dataTransfer?.setData('text/plain', card.id);
        onDragStart(card);
      }}
    >
      <CardTitle>
        <Link to={{ search: `?tab=stories&story=${card.id}` }}>{card.title}</Link>
      </CardTitle>
      <When card={card} />
      {card.plannedFor && card.deadline && <p>Due {time(card.deadline)}</p>}
      <p>{card.assigneeId ? (card.assigneeName ?? 'Assigned') : 'Unassigned'}</p>
      {overdue && <Overdue>Overdue</Overdue>}
      {card.moves.length > 0 && (
        <MoveRow>
          <select
            aria-label={`Move “${card.title}” to`}
            value={target}
            onChange={(event) => setTarget(event.target.value as WorkflowStatus)}
          >
            <option value="">Move to…</option>
            {card.moves.map((status) => (
              <option key={status} value={status}>
                {WORKFLOW_LABELS[status]}
              </option>
            ))}
          </select>
          <Button
            $size="sm"
            $variant="secondary"
            aria-label={`Move “${card.title}”`}
            disabled={!target || busy}
            onClick={move}
          >
            Move
          </Button>
        </MoveRow>
      )}
    </Card>
  );
}
