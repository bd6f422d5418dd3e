import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -4rem;
  z-index: 1000;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.paper};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

/** First focusable element of every page: jumps over the header to the page's content. */
export function SkipLink() {
  return <Link href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Link>;
}
