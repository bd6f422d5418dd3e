import styled from 'styled-components';

const Status = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Default Suspense fallback while a remote module downloads. */
export function RemoteLoading() {
  return (
    <Status role="status" aria-live="polite">
      Loading…
    </Status>
  );
}
