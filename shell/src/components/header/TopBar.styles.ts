import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.xs} ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    color: ${theme.colors.ink};
    text-decoration: none;
    font: inherit;
  }
  a:hover,
  button:hover {
    text-decoration: underline;
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
`;
