import { VisuallyHidden } from '@newsroom/shared';
import { Page } from './EventPlayerView.styles.ts';
import { Screen } from './StreamPlayer.styles.ts';

/** The player's space, reserved while the event loads. */
export function EventPlayerLoading() {
  return (
    <Page as="div" role="status">
      <VisuallyHidden>Loading event…</VisuallyHidden>
      <Screen aria-hidden="true" />
    </Page>
  );
}
