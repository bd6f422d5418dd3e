import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Box = styled.section`
  min-height: 40vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space.md};
  text-align: center;

  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;
