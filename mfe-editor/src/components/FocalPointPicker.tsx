import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, FieldHint, type FocalPoint } from '@newsroom/shared';
import { clampAxis, describeFocalPoint, focalPointFromClick, percent } from '../lib/focalPoint.ts';
import { HintRow, Marker, PickerButton, PickerFrame } from './FocalPointPicker.styles.ts';

export interface FocalPointPickerProps {
  src: string;
  alt: string;
  value: FocalPoint | null;
  onChange: (focal: FocalPoint | null) => void;
  disabled?: boolean;
}

/** How far one arrow key moves the point (5 % of the image). */
const STEP = 0.05;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-STEP, 0],
  ArrowRight: [STEP, 0],
  ArrowUp: [0, -STEP],
  ArrowDown: [0, STEP],
};

/**
 * The image's preview, whole: a click (or the arrow keys) sets the point every crop of the image
 * keeps in frame on the site (cards 4:3, heroes 16:9…). Reset returns to the centre.
 */
export function FocalPointPicker({ src, alt, value, onChange, disabled = false }: FocalPointPickerProps) {
  const hintId = useId();
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const image = event.currentTarget.querySelector('img') ?? event.currentTarget;
    // A keyboard "click" (Enter/Space) has no position: it keeps the point where it is.
    if (event.detail === 0) return;
    onChange(focalPointFromClick(event, image.getBoundingClientRect()));
  };
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const from = value ?? { x: 0.5, y: 0.5 };
    onChange({ x: clampAxis(from.x + step[0]), y: clampAxis(from.y + step[1]) });
  };
  return (
    <>
      <PickerFrame>
        <PickerButton
          type="button"
          aria-label={`Set the focal point of the image: click its subject or use the arrow keys (${alt || 'preview'})`}
          aria-describedby={hintId}
          disabled={disabled}
          onClick={pick}
          onKeyDown={move}
        >
          <img src={src} alt="" />
        </PickerButton>
        {value && <Marker data-testid="focal-marker" style={{ left: percent(value.x), top: percent(value.y) }} />}
      </PickerFrame>
      <HintRow>
        <FieldHint id={hintId} aria-live="polite">
          {describeFocalPoint(value)} Crops of the image on the site keep it in frame.
        </FieldHint>
        {value && (
          <Button $variant="ghost" $size="sm" disabled={disabled} onClick={() => onChange(null)}>
            Reset focal point
          </Button>
        )}
      </HintRow>
    </>
  );
}
