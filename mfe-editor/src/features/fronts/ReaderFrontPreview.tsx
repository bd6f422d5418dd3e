import { FRONT_PREVIEW_MODULE, RemoteMount } from '@newsroom/shared';
import { ReaderFrame } from './ReaderFrontPreview.styles.ts';
import { useFrontPreview } from './useFrontPreview.ts';
import type { WorkingFront } from './workingFront.ts';

export interface ReaderFrontPreviewProps {
  front: WorkingFront;
}

const READY =
  'As readers will see it once published (stories not live yet are left out, as on the front). Advertisements are shown as their positions.';

/**
 * The working front drawn by the reader remote's own components (./FrontPreview, decision 209),
 * from front_preview, redrawn as the editor changes it. If the reader remote is down only this
 * frame says so (RemoteMount); the list beside it still shows every container and card.
 */
export function ReaderFrontPreview({ front }: ReaderFrontPreviewProps) {
  const { data, error, isFetching } = useFrontPreview(front);
  const status = error ? error.message : isFetching ? 'Updating the preview…' : READY;
  return (
    <>
      <p role="status">{status}</p>
      {data && (
        <ReaderFrame role="group" aria-label="The front as readers will see it">
          <RemoteMount remote="reader" module={FRONT_PREVIEW_MODULE} props={{ front: data }} />
        </ReaderFrame>
      )}
    </>
  );
}
