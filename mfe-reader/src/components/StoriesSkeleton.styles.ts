import { theme } from '@newsroom/shared';
import styled, { keyframes } from 'styled-components';

export const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

export const Block = styled.div<{ $ratio?: string; $height?: string }>`
  background: ${theme.colors.paperMuted};
  border-radius: ${theme.radii.md};
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  height: ${({ $height }) => $height ?? 'auto'};
  animation: ${pulse} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};
`;

export const Cards = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;
