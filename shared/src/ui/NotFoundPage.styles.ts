import { theme } from './theme.ts';
import styled from 'styled-components';

export const Page = styled.section`
  min-height: 50vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space.md};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.inkMuted};
  }
`;
