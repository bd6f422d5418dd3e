import styled from 'styled-components';

const Screen = styled.main`
  min-height: 70vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;

  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const RefreshButton = styled.button`
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.paper};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** SPEC §2: the fallback error screen of the top-level error boundary. */
export function ErrorScreen() {
  return (
    <Screen>
      <h1>Something went wrong</h1>
      <p>We apologize for the inconvenience. Please refresh the page or try again later.</p>
      <RefreshButton type="button" onClick={() => window.location.reload()}>
        Refresh Page
      </RefreshButton>
    </Screen>
  );
}
