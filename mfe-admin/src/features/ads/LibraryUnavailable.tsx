import { Button } from '@newsroom/shared';

/** The media library is the editor remote's: when it cannot load, uploading the image still works. */
export function LibraryUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="status">
      The media library could not be loaded; upload the image instead.{' '}
      <Button type="button" $variant="secondary" $size="sm" onClick={onRetry}>
        Retry the library
      </Button>
    </p>
  );
}
