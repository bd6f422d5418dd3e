import { VisuallyHidden } from '@newsroom/shared';
import type { ConsolePanelProps } from '../console/consoleTabs.ts';

/** The Live\ Feeds tab's panel: an empty frame for now (the editor console's part 2 fills it). */
export function LiveFeedsPanel(_props: ConsolePanelProps) {
  return (
    <section aria-label="Live\ Feeds">
      <VisuallyHidden as="h2">Live\ Feeds</VisuallyHidden>
    </section>
  );
}
