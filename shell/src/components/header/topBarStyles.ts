import styled from 'styled-components';

export const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a,
  button {
    color: ${({ theme }) => theme.colors.ink};
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

export const Greeting = styled.li`
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;
