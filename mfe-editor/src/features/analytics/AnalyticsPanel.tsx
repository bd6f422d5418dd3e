import { VisuallyHidden } from '@newsroom/shared';
import type { ConsolePanelProps } from '../console/consoleTabs.ts';

/** The Analytics tab's panel: an empty frame for now (the editor console's part 2 fills it). */
export function AnalyticsPanel(_props: ConsolePanelProps) {
  return (
    <section aria-label="Analytics">
      <VisuallyHidden as="h2">Analytics</VisuallyHidden>
    </section>
  );
}
