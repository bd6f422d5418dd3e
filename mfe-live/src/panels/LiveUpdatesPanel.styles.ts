import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { clampLines, PanelBox } from './panelStyles.ts';

export const Strip = styled(PanelBox)`
  ul {
    grid-auto-flow: column;
    grid-auto-columns: minmax(14rem, 80%);
    overflow-x: auto;
    scroll-snap-type: x mandatory;
  }
  li {
    scroll-snap-align: start;
    padding-right: ${theme.space.sm};
  }
`;

export const Item = styled.li`
  display: grid;
  gap: 2px;
  padding-bottom: ${theme.space.sm};
  border-bottom: 1px solid ${theme.colors.paperMuted};

  a,
  strong {
    ${clampLines(2)}
    color: inherit;
    font-weight: 600;
    line-height: 1.35;
  }
  small {
    ${clampLines(1)}
    color: ${theme.colors.inkMuted};
  }
`;
