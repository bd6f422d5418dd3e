import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Topics = styled.nav`
  margin: ${theme.space.lg} 0;
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.md};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${theme.space.xs} ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: 999px;
    color: ${theme.colors.link};
  }
`;
