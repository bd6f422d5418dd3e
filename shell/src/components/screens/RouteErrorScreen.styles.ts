import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Screen = styled.main`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 0 ${theme.space.md};

  pre {
    white-space: pre-wrap;
    padding: ${theme.space.md};
    background: ${theme.colors.paperMuted};
    border-radius: ${theme.radii.sm};
  }
`;
