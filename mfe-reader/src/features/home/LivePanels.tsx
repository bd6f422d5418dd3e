import { LIVE_PANEL_HEIGHTS, RemoteMount } from '@newsroom/shared';
import { PanelSlot, Placeholder } from './LivePanels.styles.ts';

/** mfe-live's Live Updates panel, loaded at runtime; if mfe-live is down only this area says so. */
export function LiveUpdatesMount({ variant }: { variant: 'sidebar' | 'mobile' }) {
  return (
    <PanelSlot $height={variant === 'mobile' ? LIVE_PANEL_HEIGHTS.updatesMobile : LIVE_PANEL_HEIGHTS.updatesSidebar}>
      <RemoteMount
        remote="live"
        module="LiveUpdatesPanel"
        props={{ variant }}
        fallback={<Placeholder aria-hidden="true" />}
      />
    </PanelSlot>
  );
}

export function LiveEventsMount() {
  return (
    <PanelSlot $height={LIVE_PANEL_HEIGHTS.events}>
      <RemoteMount remote="live" module="LiveEventsPanel" fallback={<Placeholder aria-hidden="true" />} />
    </PanelSlot>
  );
}
