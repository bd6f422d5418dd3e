import { VisuallyHidden } from '@newsroom/shared';
import type { ConsolePanelProps } from '../console/consoleTabs.ts';

/** The Breaking\ News tab's panel: an empty frame for now (the editor console's part 2 fills it). */
export function BreakingNewsPanel(_props: ConsolePanelProps) {
  return (
    <section aria-label="Breaking\ News">
      <VisuallyHidden as="h2">Breaking\ News</VisuallyHidden>
    </section>
  );
}
