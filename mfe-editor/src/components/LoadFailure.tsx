import { Button, theme } from '@newsroom/shared';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  background: #fef2f2;

  p {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export interface LoadFailureProps {
  /** The reason, shown as text after "Error loading data: ". */
  error: string;
  onRetry: () => void;
}

/** The console's load failure: what went wrong and a Retry that loads the data again. */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  return (
    <Box role="alert">
      <p>Error loading data: {error}</p>
      <Button onClick={onRetry}>Retry</Button>
    </Box>
  );
}
