import { VisuallyHidden } from '@newsroom/shared';
import { Box } from './StoryLoading.styles.ts';

/** Story page loading view: the article's outline. */
export function StoryLoading() {
  return (
    <Box role="status" aria-busy="true" data-testid="story-loading">
      <VisuallyHidden>Loading story…</VisuallyHidden>
      <div style={{ height: '1rem', width: '30%' }} />
      <div style={{ height: '2.5rem', width: '90%' }} />
      <div style={{ height: '1rem', width: '50%' }} />
      <div style={{ aspectRatio: '16 / 9' }} />
    </Box>
  );
}
