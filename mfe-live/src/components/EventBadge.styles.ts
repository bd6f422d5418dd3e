import { theme } from '@newsroom/shared';
import styled, { css } from 'styled-components';

export type BadgeTone = 'live' | 'upcoming' | 'ended' | 'other';

const tones = {
  live: css`
    background: ${theme.colors.breaking};
    color: ${theme.colors.paper};
  `,
  upcoming: css`
    background: ${theme.colors.link};
    color: ${theme.colors.paper};
  `,
  ended: css`
    background: ${theme.colors.inkMuted};
    color: ${theme.colors.paper};
  `,
  other: css`
    background: ${theme.colors.paper};
    color: ${theme.colors.ink};
    box-shadow: inset 0 0 0 1px ${theme.colors.border};
  `,
};

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: 2px ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  line-height: 1.4;
  ${({ $tone }) => tones[$tone]}
`;

export const Dot = styled.span`
  width: 0.45rem;
  height: 0.45rem;
  border-radius: 50%;
  background: currentColor;
`;
