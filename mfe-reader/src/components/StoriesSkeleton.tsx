import { VisuallyHidden } from '@newsroom/shared';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

const Block = styled.div<{ $ratio?: string; $height?: string }>`
  background: ${({ theme }) => theme.colors.paperMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  height: ${({ $height }) => $height ?? 'auto'};
  animation: ${pulse} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

/** Loading state of story lists (home, category): the shapes of a lead story and the first cards. */
export function StoriesSkeleton() {
  return (
    <Layout role="status" aria-live="polite" aria-busy="true" data-testid="home-skeleton">
      <VisuallyHidden>Loading stories…</VisuallyHidden>
      <Block $ratio="16 / 9" style={{ maxHeight: '420px', width: '100%' }} />
      <Block $height="2rem" style={{ width: '40%' }} />
      <Cards>
        {Array.from({ length: 6 }, (_, index) => (
          <Block key={index} $ratio="4 / 3" />
        ))}
      </Cards>
    </Layout>
  );
}
