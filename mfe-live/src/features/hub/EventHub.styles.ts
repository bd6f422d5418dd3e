import { theme } from '@newsroom/shared';
import styled, { keyframes } from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.body};
`;

export const Header = styled.header`
  display: grid;
  gap: ${theme.space.sm};

  h1 {
    margin: 0;
    font-family: ${theme.fonts.headline};
    font-size: ${theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};

  h2 {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    font-family: ${theme.fonts.headline};
    font-size: ${theme.fontSizes.lg};
  }
`;

const pulse = keyframes`
  50% { opacity: 0.35; }
`;

export const LiveDot = styled.span`
  width: 0.65rem;
  height: 0.65rem;
  border-radius: 50%;
  background: ${theme.colors.breaking};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;

export const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.xl} ${theme.space.md};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.inkMuted};
  text-align: center;

  h3 {
    margin: 0;
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const ErrorBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};
  text-align: center;

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

export const SkeletonCard = styled.li`
  aspect-ratio: 3 / 4;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};
`;
