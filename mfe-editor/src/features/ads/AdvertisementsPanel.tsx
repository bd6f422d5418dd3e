import { VisuallyHidden } from '@newsroom/shared';
import type { ConsolePanelProps } from '../console/consoleTabs.ts';

/** The Advertisements tab's panel: an empty frame for now (the editor console's part 2 fills it). */
export function AdvertisementsPanel(_props: ConsolePanelProps) {
  return (
    <section aria-label="Advertisements">
      <VisuallyHidden as="h2">Advertisements</VisuallyHidden>
    </section>
  );
}
