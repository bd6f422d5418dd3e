import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Box = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-width: 760px;
  margin: 0 auto;
  div {
    background: ${theme.colors.paperMuted};
    border-radius: ${theme.radii.sm};
  }
`;
