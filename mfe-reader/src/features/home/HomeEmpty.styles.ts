import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Box = styled.section`
  padding: ${theme.space.xxl} ${theme.space.md};
  display: grid;
  justify-items: center;
  gap: ${theme.space.md};
  text-align: center;

  p {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;
