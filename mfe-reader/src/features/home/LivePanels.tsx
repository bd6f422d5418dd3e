import { RemoteMount } from '@newsroom/shared';
import styled from 'styled-components';

/** Reserved space while a panel downloads, so the page does not jump when it arrives. */
const PanelPlaceholder = styled.div<{ $height: string }>`
  min-height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paperMuted};
`;

/** mfe-live's Live Updates panel, loaded at runtime; if mfe-live is down only this area says so. */
export function LiveUpdatesMount({ variant }: { variant: 'sidebar' | 'mobile' }) {
  return (
    <RemoteMount
      remote="live"
      module="LiveUpdatesPanel"
      props={{ variant }}
      fallback={<PanelPlaceholder $height={variant === 'mobile' ? '7rem' : '22rem'} aria-hidden="true" />}
    />
  );
}

export function LiveEventsMount() {
  return (
    <RemoteMount
      remote="live"
      module="LiveEventsPanel"
      fallback={<PanelPlaceholder $height="16rem" aria-hidden="true" />}
    />
  );
}
