import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Notice = styled.section`
  max-width: 40rem;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;
