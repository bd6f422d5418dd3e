import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { formatClock } from '../lib/formatDate.ts';

const Badge = styled.span`
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.breaking};
  color: ${theme.colors.paper};
  font-weight: 700;
  letter-spacing: 0.05em;
`;

/** A running live blog's card mark: LIVE and its latest post's time. */
export function LiveMark({ updated }: { updated?: string }) {
  return (
    <span data-testid="live-mark">
      <Badge>LIVE</Badge>
      {updated && (
        <>
          {' '}
          Updated <time dateTime={updated}>{formatClock(updated)}</time>
        </>
      )}
    </span>
  );
}
