import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const EditionList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: ${theme.space.xs} 0;
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* The edition shown: bold and underlined, not by colour alone. */
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration: underline;
  }
`;
