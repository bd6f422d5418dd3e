import { VisuallyHidden } from '@newsroom/shared';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
  margin: 0 auto;
  div {
    background: ${({ theme }) => theme.colors.paperMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

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
