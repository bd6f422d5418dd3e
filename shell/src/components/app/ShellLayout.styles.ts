import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a viewport tall: while a remote page loads, the footer waits below the fold instead of
// showing and then being pushed away (the largest layout shift the home page had).
export const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.md};

  /* Focus lands here after each navigation; the outline would only distract. */
  &:focus {
    outline: none;
  }
`;
