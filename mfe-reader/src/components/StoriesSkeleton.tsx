import { VisuallyHidden } from '@newsroom/shared';
import { Block, Layout, Cards } from './StoriesSkeleton.styles.ts';

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
