import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { CardItem } from './CardItem.tsx';
import { DragGrip } from './DragGrip.tsx';
import { ContainerForm } from './ContainerForm.tsx';
import type { FrontRefusal } from './frontRefusals.ts';
import { Actions, ContainerBox, ItemHeader, PlainList, Refusal } from './Fronts.styles.ts';
import { MoveButtons } from './MoveButtons.tsx';
import { StoryPicker } from './StoryPicker.tsx';
import type { CardTransfer } from './useCardTransfer.ts';
import { useDragReorder, type DragItemProps } from './useDragReorder.ts';
import { LAYOUTS, RULES, addCard, moveItem, removeAt, replaceAt, type WorkingContainer } from './workingFront.ts';

export interface ContainerItemProps {
  container: WorkingContainer;
  index: number;
  count: number;
  /** The database's refusal of this container or one of its cards, if any. */
  refusal: FrontRefusal | null;
  onChange: (container: WorkingContainer) => void;
  onMove: (to: number) => void;
  /** Its grip and drop target for the mouse's drag among the containers. */
  drag: DragItemProps;
  onRemove: () => void;
  /** Says what happened to a screen reader (the panel's status line). */
  announce: (message: string) => void;
  /** The other curated containers a card may move to, by their place on the front. */
  destinations: { index: number; title: string }[];
  /** Moves a card to the end of another container (the keyboard's way). */
  onMoveCardTo: (card: number, to: number) => void;
  /** Tells the front a card's drag began here, for a drop in another container. */
  transfer: CardTransfer;
}

/** The id of a card's destination choice: the moved card's own takes focus in its new container. */
export const destinationId = (containerKey: string, storyId: string) => `${containerKey}-${storyId}-destination`;

function summary({ kind, rule, rule_value, layout, card_limit }: WorkingContainer): string {
  const drawn = LAYOUTS.find((option) => option.value === layout)?.label ?? layout;
  const ruleLabel = RULES.find((option) => option.value === rule)?.label ?? rule;
  const what = kind === 'curated' ? 'Curated' : `Automatic: ${ruleLabel}${rule_value ? ` “${rule_value}”` : ''}`;
  return `${what} · ${drawn} · up to ${card_limit}`;
}

/** One container of the working front: its settings, its place, and (curated) its cards. */
export function ContainerItem({
  container,
  index,
  count,
  refusal,
  onChange,
  onMove,
  drag,
  onRemove,
  announce,
  destinations,
  onMoveCardTo,
  transfer,
}: ContainerItemProps) {
  const [editing, setEditing] = useState(false);
  const headingId = `${container.key}-title`;
  const cards = container.cards;
  const setCards = (next: WorkingContainer['cards']) => onChange({ ...container, cards: next });
  const cardRefusal = (card: number) => (refusal && refusal.card === card ? refusal : null);
  const moveCard = (from: number, to: number) => {
    setCards(moveItem(cards, from, to));
    announce(`“${cards[from]?.story_title}” moved to position ${to + 1} of ${cards.length}.`);
  };
  const reorderCard = useDragReorder(moveCard);
  // A card's grip drags it within this container and, dropped on another, into that one.
  const dragCard = (cardIndex: number): DragItemProps => {
    const own = reorderCard(cardIndex);
    const grip: DragItemProps['grip'] = {
      ...own.grip,
      onDragStart: (event) => {
        own.grip.onDragStart(event);
        transfer.start(cardIndex);
      },
      onDragEnd: () => {
        own.grip.onDragEnd();
        transfer.end();
      },
    };
    return { ...own, grip };
  };
  return (
    <ContainerBox aria-labelledby={headingId} {...drag.target}>
      <ItemHeader>
        <DragGrip name={container.title} grip={drag.grip} />
        <div>
          <h3 id={headingId}>{container.title}</h3>
          <p>{summary(container)}</p>
        </div>
        <Actions>
          <MoveButtons name={container.title} index={index} count={count} onMove={onMove} />
          <Button $variant="ghost" $size="sm" onClick={() => setEditing(true)}>
            Edit “{container.title}”
          </Button>
          <Button $variant="ghost" $size="sm" onClick={onRemove}>
            Remove “{container.title}”
          </Button>
        </Actions>
      </ItemHeader>
      {refusal?.field === 'container' && <Refusal role="alert">{refusal.message}</Refusal>}
      {editing && (
        <ContainerForm
          initial={container}
          onCancel={() => setEditing(false)}
          onSave={(fields) => {
            onChange({ ...container, ...fields });
            setEditing(false);
          }}
        />
      )}
      {container.kind === 'curated' && (
        <>
          <PlainList aria-label={`Stories in ${container.title}`}>
            {cards.map((card, cardIndex) => (
              <CardItem
                key={card.story_id}
                card={card}
                index={cardIndex}
                count={cards.length}
                refusal={cardRefusal(cardIndex)}
                onChange={(next) => setCards(replaceAt(cards, cardIndex, next))}
                drag={dragCard(cardIndex)}
                onMove={(to) => moveCard(cardIndex, to)}
                onRemove={() => setCards(removeAt(cards, cardIndex))}
                destination={{
                  destinations,
                  selectId: destinationId(container.key, card.story_id),
                  onMove: (to) => onMoveCardTo(cardIndex, to),
                }}
              />
            ))}
          </PlainList>
          <StoryPicker
            containerTitle={container.title}
            onPick={(story) => {
              const next = addCard(container, story);
              if (!next) return announce(`“${story.story_title}” is already in ${container.title}, or it is full.`);
              onChange(next);
              announce(`“${story.story_title}” added to ${container.title}.`);
            }}
          />
        </>
      )}
    </ContainerBox>
  );
}
