import styled from 'styled-components';

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space.lg} auto;
  padding: ${({ theme }) => theme.space.lg};
  max-width: 32rem;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paperMuted};
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: 600;
`;

const RetryButton = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.paper};
  font: inherit;
  cursor: pointer;
`;

/** Shown in place of an area whose remote is down; says nothing technical, offers a retry. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <Box role="alert">
      <Message>This section is unavailable right now.</Message>
      <p>Please try again in a moment.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Box>
  );
}
