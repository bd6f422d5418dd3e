import { LIVE_PANEL_HEIGHTS, RemoteMount, theme } from '@newsroom/shared';
import styled from 'styled-components';

/**
 * The box a panel gets before and after it arrives: the reserved height stays, and the panel
 * stretches to fill it, so neither the panel's download nor its data moves the page.
 */
const PanelSlot = styled.div<{ $height: string }>`
  display: grid;
  min-height: ${({ $height }) => $height};
`;

const Placeholder = styled.div`
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};
`;

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
