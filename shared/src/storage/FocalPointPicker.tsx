import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { focalPointFromClick, type FocalPoint } from '../model/focalPoint.ts';
import { Button } from '../ui/Button.tsx';
import { FieldHint } from '../ui/fieldStyles.ts';
import { Row } from './ImageUploadField.styles.ts';
import { Marker, PickerButton, PickerFrame } from './FocalPointPicker.styles.ts';

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

const percent = (value: number) => `${Math.round(value * 100)}%`;
const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

export function describeFocalPoint(focal: FocalPoint | null): string {
  if (!focal) return 'Focal point: the centre.';
  return `Focal point: ${percent(focal.x)} from the left, ${percent(focal.y)} from the top.`;
}

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
    onChange({ x: clamp(from.x + step[0]), y: clamp(from.y + step[1]) });
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
      <Row>
        <FieldHint id={hintId} aria-live="polite">
          {describeFocalPoint(value)} Crops of the image on the site keep it in frame.
        </FieldHint>
        {value && (
          <Button $variant="ghost" $size="sm" disabled={disabled} onClick={() => onChange(null)}>
            Reset focal point
          </Button>
        )}
      </Row>
    </>
  );
}
