import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const PreviewFrame = styled.div`
  display: grid;
  justify-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};
`;

export const PreviewLabel = styled.small`
  font-size: 0.75rem;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.colors.inkMuted};
  text-align: center;
`;

export const PreviewSlot = styled.div<{ $aspectRatio: string; $maxWidth: string }>`
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth};
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  background: ${theme.colors.paper};
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const PreviewText = styled.span`
  display: grid;
  place-content: center;
  height: 100%;
  padding: ${theme.space.sm};
  font-weight: 600;
  text-align: center;
  overflow-wrap: anywhere;
`;
