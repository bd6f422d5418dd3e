import { SponsoredAd, theme } from '@newsroom/shared';
import styled, { css } from 'styled-components';

export const Slot = styled.aside<{ $maxWidth: string }>`
  margin: ${theme.space.lg} auto;
  max-width: ${({ $maxWidth }) => $maxWidth};
  text-align: center;
`;

export const SlotLabel = styled.small`
  display: block;
  font-size: 0.7rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.colors.inkMuted};
`;

interface BoxSize {
  /** Aspect ratios, e.g. '728 / 90': small screens, then medium and up. */
  $mobile: string;
  $desktop: string;
}

const box = css<BoxSize>`
  display: block;
  overflow: hidden;
  aspect-ratio: ${({ $mobile }) => $mobile};
  background: ${theme.colors.paperMuted};
  color: ${theme.colors.ink};
  ${theme.media.md} {
    aspect-ratio: ${({ $desktop }) => $desktop};
  }
`;

/** The reserved box, empty while the ads load or while the ad network fills it. */
export const SlotBox = styled.div<BoxSize>`
  ${box}
`;

export const SlotAd = styled(SponsoredAd)<BoxSize>`
  ${box}
`;
