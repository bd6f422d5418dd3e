import { Button } from '@newsroom/shared';
import styled from 'styled-components';

const Box = styled.section`
  min-height: 40vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export interface HomeErrorProps {
  onRefresh?: () => void;
}

/** SPEC §2: the home page's error state when stories cannot be loaded. */
export function HomeError({ onRefresh = () => window.location.reload() }: HomeErrorProps) {
  return (
    <Box role="alert" aria-labelledby="home-error-title">
      <h1 id="home-error-title">Unable to Load Content</h1>
      <p>We couldn&apos;t load the latest stories. Please check your connection and try again.</p>
      <Button $variant="primary" onClick={onRefresh}>
        Refresh Page
      </Button>
    </Box>
  );
}
