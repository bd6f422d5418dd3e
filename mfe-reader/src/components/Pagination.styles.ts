import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: center;
  justify-content: space-between;
  margin-top: ${theme.space.xl};
  font-size: ${theme.fontSizes.md};
  a {
    font-weight: 600;
  }
  .position {
    color: ${theme.colors.inkMuted};
  }
`;
