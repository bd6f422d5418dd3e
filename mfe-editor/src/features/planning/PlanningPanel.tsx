import { LoadFailure } from '@newsroom/shared';
import { useRef, useState } from 'react';
import { Muted, PanelHeader } from '../../components/consoleKit.styles.ts';
import type { ConsolePanelProps } from '../../components/consolePanel.ts';
import type { WorkflowStatus } from '../../lib/workflowStatus.ts';
import { DayPicker } from './DayPicker.tsx';
import { DeskSection } from './DeskSection.tsx';
import { MoveConfirmDialog, needsConfirmation } from './MoveConfirmDialog.tsx';
import { MoveNotice } from './MoveNotice.tsx';
import { PlanningFilterBar } from './PlanningFilterBar.tsx';
import { NO_FILTERS, filterCards, groupBoard, type PlanningCard, type PlanningFilters } from './planningBoard.ts';
import { dayTitle } from './planningDay.ts';
import { useMoveCard, type CardMove } from './useMoveCard.ts';
import { usePlanningBoard } from './usePlanningBoard.ts';
import { usePlanningDay } from './usePlanningDay.ts';

const storyCount = (count: number) => (count === 1 ? '1 story' : `${count} stories`);

/**
 * The Planning tab (issue 52 item 4, decision 191): the day's budget by desk and status, filtered,
 * live; a card moves by its "Move to…" control or by dragging it onto another status (to Published,
 * Scheduled or Spiked only once the editor confirms).
 */
export function PlanningPanel(_props: ConsolePanelProps) {
  const [day, setDay] = usePlanningDay();
  const board = usePlanningBoard(day);
  const [filters, setFilters] = useState<PlanningFilters>(NO_FILTERS);
  const move = useMoveCard();
  const dragged = useRef<PlanningCard | null>(null);
  const [asking, setAsking] = useState<CardMove | null>(null);

  const confirmMove = (next: CardMove) => {
    setAsking(null);
    move.mutate(next);
  };
  const moveCard = (card: PlanningCard, to: WorkflowStatus) => {
    if (card.status === to) return;
    const next = { storyId: card.id, title: card.title, to };
    if (needsConfirmation(to)) setAsking(next);
    else move.mutate(next);
  };
  const drop = (to: WorkflowStatus) => {
    const card = dragged.current;
    dragged.current = null;
    // A drop offers what the card's own menu offers: the database's allowed moves.
    if (card && card.moves.includes(to)) moveCard(card, to);
  };

  const cards = board.data?.cards ?? [];
  const shown = filterCards(cards, filters);
  const desks = groupBoard(shown, filters.status);
  return (
    <section aria-labelledby="planning-title">
      <PanelHeader>
        <h2 id="planning-title">Planning</h2>
        <DayPicker day={day} onChange={setDay} />
      </PanelHeader>
      <p aria-live="polite">
        {dayTitle(day)}: {board.data ? storyCount(shown.length) : 'loading…'}
      </p>
      {board.data?.offsetUsed && (
        <Muted role="status">
          Your browser’s time zone is not known to the server: days are read at your current offset (
          {board.data.offsetUsed}).
        </Muted>
      )}
      {board.data && board.data.total > cards.length && (
        <Muted role="status">
          This day has {board.data.total.toLocaleString('en-GB')} stories: the board shows the first{' '}
          {cards.length.toLocaleString('en-GB')}, by desk, slot and title.
        </Muted>
      )}
      <PlanningFilterBar cards={cards} filters={filters} onChange={setFilters} />
      <MoveNotice move={move} />
      <MoveConfirmDialog move={asking} busy={move.isPending} onConfirm={confirmMove} onCancel={() => setAsking(null)} />
      {board.error && !board.data && <LoadFailure message={board.error.message} onRetry={() => void board.refetch()} />}
      {board.isPending && <Muted role="status">Loading…</Muted>}
      {board.data && shown.length === 0 && <Muted>Nothing on the board for this day.</Muted>}
      {desks.map((desk) => (
        <DeskSection
          key={desk.key}
          desk={desk}
          busy={move.isPending}
          onMove={moveCard}
          onDragStart={(card) => (dragged.current = card)}
          onDrop={drop}
        />
      ))}
    </section>
  );
}
