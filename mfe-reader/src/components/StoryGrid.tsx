import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** Responsive card grid: 1 column on phones, 2 on tablets, 3 on desktops. */
export const StoryGrid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
