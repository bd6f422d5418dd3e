import { Button, toast } from '@newsroom/shared';
import type { CreatedPreviewLink } from './usePreviewLinks.ts';

/** The link just made, with Copy: shown once, since only its hash is kept. */
export function CreatedLink({ link }: { link: CreatedPreviewLink }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success('Preview link copied');
    } catch {
      toast.error('The link could not be copied: select it and copy it by hand.');
    }
  };
  return (
    <div>
      <p>Copy this link now: it is shown only once.</p>
      <p>
        <output aria-label="Preview link">{link.url}</output>
      </p>
      <Button $size="sm" onClick={() => void copy()}>
        Copy link
      </Button>
    </div>
  );
}
