import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Nav = styled.nav`
  margin-bottom: ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  ol {
    display: flex;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '>';
    margin-right: ${theme.space.sm};
    color: ${theme.colors.inkMuted};
  }
`;
