import { theme } from '@newsroom/shared';
import styled, { keyframes } from 'styled-components';

export const spin = keyframes`to { transform: rotate(360deg); }`;

export const Screen = styled.div`
  min-height: 100vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space.md};
  font-family: ${theme.fonts.headline};
  font-size: ${theme.fontSizes.lg};
`;

export const Spinner = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${theme.colors.border};
  border-top-color: ${theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
`;
