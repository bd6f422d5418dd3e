import { Button } from '@newsroom/shared';
import { CardDestination, type CardDestinationProps } from './CardDestination.tsx';
import { DragGrip } from './DragGrip.tsx';
import type { FrontRefusal } from './frontRefusals.ts';
import { Actions, CardBox, ItemHeader } from './Fronts.styles.ts';
import { MoveButtons } from './MoveButtons.tsx';
import { NotLiveBadge } from './NotLiveBadge.tsx';
import { OverrideField } from './OverrideField.tsx';
import type { DragItemProps } from './useDragReorder.ts';
import { overrideValue, type OverrideField as Field, type WorkingCard } from './workingFront.ts';

export interface CardItemProps {
  card: WorkingCard;
  index: number;
  count: number;
  /** The database's refusal of this card, if any: shown next to its field. */
  refusal: FrontRefusal | null;
  onChange: (card: WorkingCard) => void;
  onMove: (to: number) => void;
  /** Its grip and drop target for the mouse's drag within the container. */
  drag: DragItemProps;
  onRemove: () => void;
  /** The other curated containers it may move to, from the keyboard. */
  destination: Omit<CardDestinationProps, 'name'>;
}

const FIELDS: { field: Field; label: string; hint?: string }[] = [
  { field: 'headline', label: 'Headline on this front' },
  { field: 'trail', label: 'Trail text on this front' },
  { field: 'image_url', label: 'Image address on this front', hint: 'A blog-images/… path or an https:// address.' },
  { field: 'image_alt', label: 'Image alt text', hint: 'Describes the image above (needed with it).' },
];

/** A curated card: its story, its place, and its overrides for this front only (empty: the story's own). */
export function CardItem({
  card,
  index,
  count,
  refusal,
  onChange,
  onMove,
  drag,
  onRemove,
  destination,
}: CardItemProps) {
  const name = card.headline ?? card.story_title;
  const overridden = FIELDS.some(({ field }) => card[field] !== null);
  return (
    <CardBox {...drag.target}>
      <ItemHeader>
        <DragGrip name={name} grip={drag.grip} />
        <span>
          {index + 1}. <strong>{card.story_title}</strong>
          {!card.live && <NotLiveBadge />}
        </span>
        <Actions>
          <MoveButtons name={name} index={index} count={count} onMove={onMove} />
          <Button $variant="ghost" $size="sm" onClick={onRemove}>
            Remove “{name}”
          </Button>
        </Actions>
      </ItemHeader>
      <CardDestination name={name} {...destination} />
      <details open={overridden || refusal !== null || undefined}>
        <summary>Headline, trail and image on this front</summary>
        {FIELDS.map(({ field, label, hint }) => (
          <OverrideField
            key={field}
            label={label}
            hint={hint}
            value={card[field]}
            error={refusal?.field === field ? refusal.message : undefined}
            onChange={(text) => onChange({ ...card, [field]: overrideValue(text) })}
          />
        ))}
      </details>
    </CardBox>
  );
}
