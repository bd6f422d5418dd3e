import { FRONT_PREVIEW_MODULE, RemoteMount } from '@newsroom/shared';
import { useId, useState } from 'react';
import { PreviewFrame } from './PreviewFrame.tsx';
import { ReaderFrame, WidthChoice } from './ReaderFrontPreview.styles.ts';
import { useFrontPreview } from './useFrontPreview.ts';
import type { WorkingFront } from './workingFront.ts';

export interface ReaderFrontPreviewProps {
  front: WorkingFront;
}

const READY =
  'As readers will see it once published (stories not live yet are left out, as on the front). Advertisements are shown as their positions.';

/** The screens readers read the front on (px), the reader's breakpoints either side (decision 217). */
export const PREVIEW_WIDTHS = [
  { label: 'Phone', width: 390 },
  { label: 'Tablet', width: 768 },
  { label: 'Desktop', width: 1280 },
] as const;

type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/**
 * The working front drawn by the reader remote's own components (./FrontPreview, decision 209),
 * from front_preview, redrawn as the editor changes it, in a frame as wide as the screen the editor
 * picks (decision 217). If the reader remote is down only this frame says so (RemoteMount); the
 * list beside it still shows every container and card.
 */
export function ReaderFrontPreview({ front }: ReaderFrontPreviewProps) {
  const { data, error, isFetching } = useFrontPreview(front);
  const [device, setDevice] = useState<PreviewWidth>(PREVIEW_WIDTHS[2]);
  const name = useId();
  const status = error ? error.message : isFetching ? 'Updating the preview…' : READY;
  return (
    <>
      <p role="status">{status}</p>
      <WidthChoice>
        <legend>Screen</legend>
        {PREVIEW_WIDTHS.map((option) => (
          <label key={option.label}>
            <input
              type="radio"
              name={name}
              checked={device.label === option.label}
              onChange={() => setDevice(option)}
            />
            {option.label} ({option.width} px)
          </label>
        ))}
      </WidthChoice>
      {data && (
        // Focusable: it scrolls (a wide screen in a narrow console), and the keyboard must scroll it too.
        <ReaderFrame role="group" aria-label="The front as readers will see it" tabIndex={0}>
          <PreviewFrame
            title={`The front on a ${device.label.toLowerCase()}, ${device.width} px wide`}
            width={device.width}
          >
            <RemoteMount remote="reader" module={FRONT_PREVIEW_MODULE} props={{ front: data }} />
          </PreviewFrame>
        </ReaderFrame>
      )}
    </>
  );
}
