import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { clampLines } from './panelStyles.ts';

export const Item = styled.li`
  display: grid;
  gap: 2px;

  a {
    ${clampLines(2)}
    color: inherit;
    font-weight: 600;
  }
  small {
    ${clampLines(1)}
    color: ${theme.colors.inkMuted};
  }
`;

export const Badge = styled.span`
  justify-self: start;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.breaking};
  color: ${theme.colors.paper};
  font-size: 0.7rem;
  font-weight: 700;
`;
