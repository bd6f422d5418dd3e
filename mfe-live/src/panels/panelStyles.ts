import { theme } from '@newsroom/shared';
import styled, { css } from 'styled-components';

/** The boxed look both home panels share. */
export const PanelBox = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.body};
  padding: ${theme.space.md};

  h2 {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
    font-family: ${theme.fonts.headline};
  }
  h3 {
    margin: ${theme.space.md} 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.colors.inkMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${theme.space.sm};
  }
  p.note {
    margin: 0;
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** A red dot: marks the panel as live. */
export const LiveDot = styled.span`
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: ${theme.colors.breaking};
`;

/**
 * Text cut to at most `lines` lines with an ellipsis: with fixed item counts this keeps each panel
 * within the height the home page reserves for it (LIVE_PANEL_HEIGHTS in @newsroom/shared).
 */
export const clampLines = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;
