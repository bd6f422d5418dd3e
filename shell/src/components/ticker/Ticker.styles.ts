import { theme } from '@newsroom/shared';
import styled, { css, keyframes } from 'styled-components';

export type TickerTone = 'breaking' | 'neutral';

// Starts at the left edge so each headline is readable at once (rotation moves on after 8 s).
const marquee = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

export const Bar = styled.section<{ $tone: TickerTone }>`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  /* One height for every state (loading, none, breaking with its pause button): no shift. */
  height: 2.5rem;
  padding: 0 ${theme.space.sm};
  color: ${theme.colors.paper};
  background: ${({ $tone }) => ($tone === 'breaking' ? theme.colors.tickerBreaking : theme.colors.tickerNeutral)};
  font-size: ${theme.fontSizes.sm};
`;

// As wide for NEWS as for BREAKING, so the headline does not move when breaking news arrives.
export const Label = styled.h2`
  flex: none;
  min-width: 6.25rem;
  text-align: center;
  margin: 0;
  padding: 0.125rem ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.shadeOnDark};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  font-weight: 800;
  letter-spacing: 0.08em;
`;

export const Viewport = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
`;

/** Marquee 20 s, 25 s on medium screens and up; still text for reduced motion. */
export const Marquee = styled.p<{ $animate: boolean }>`
  display: inline-block;
  margin: 0;
  padding-left: 0;
  ${({ $animate }) =>
    $animate &&
    css`
      animation: ${marquee} 20s linear infinite;
      ${theme.media.md} {
        animation-duration: 25s;
      }
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}

  a {
    color: inherit;
    font-weight: 600;
  }
`;

export const PauseButton = styled.button`
  flex: none;
  min-height: 1.75rem;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.outlineOnDark};
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;
