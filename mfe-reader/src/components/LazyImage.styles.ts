import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${theme.colors.paperMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Unavailable = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  text-align: center;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};

  strong {
    color: ${theme.colors.ink};
  }
`;
