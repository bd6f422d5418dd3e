import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Slot = styled.aside<{ $desktop: string; $mobile: string; $maxWidth: string }>`
  margin: ${theme.space.lg} auto;
  max-width: ${({ $maxWidth }) => $maxWidth};
  text-align: center;

  small {
    display: block;
    font-size: 0.7rem;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${theme.colors.inkMuted};
  }
  a,
  .ad-box {
    display: block;
    overflow: hidden;
    aspect-ratio: ${({ $mobile }) => $mobile};
    background: ${theme.colors.paperMuted};
    ${theme.media.md} {
      aspect-ratio: ${({ $desktop }) => $desktop};
    }
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .ad-text {
    display: grid;
    place-content: center;
    height: 100%;
    padding: ${theme.space.sm};
    font-weight: 600;
    color: ${theme.colors.ink};
  }
`;
