import styled, { keyframes } from 'styled-components';

export interface LoadingScreenProps {
  siteName: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Screen = styled.div`
  min-height: 100vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-family: ${({ theme }) => theme.fonts.headline};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Spinner = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
`;

/** SPEC §2: the full-page screen at application start, "Loading {product name}". */
export function LoadingScreen({ siteName }: LoadingScreenProps) {
  return (
    <Screen role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <p>Loading {siteName}</p>
    </Screen>
  );
}
