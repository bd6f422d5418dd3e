import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Page = styled.section`
  max-width: 36rem;
  margin: ${theme.space.xl} auto;
  padding: 0 ${theme.space.md};
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;

  h1,
  p {
    margin: 0;
  }
`;
