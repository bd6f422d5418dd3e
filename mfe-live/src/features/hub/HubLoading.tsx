import { VisuallyHidden } from '@newsroom/shared';
import { Grid } from '../../components/EventGrid.styles.ts';
import { SkeletonCard } from './EventHub.styles.ts';

/** Placeholder cards in the space the events will take, so nothing jumps when they arrive. */
export function HubLoading({ label }: { label: string }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Grid aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </Grid>
    </div>
  );
}
