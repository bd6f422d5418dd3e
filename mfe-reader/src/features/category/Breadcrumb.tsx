import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '>';
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** SPEC §2: Home > category. */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </Nav>
  );
}
