import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const LoadErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.danger};

  p {
    margin: 0;
    font-weight: 600;
  }
`;
