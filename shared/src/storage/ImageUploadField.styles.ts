import styled from 'styled-components';
import { theme } from '@newsroom/shared';

// minmax(0, 1fr): a file input is as wide as its "No file chosen" text (about 350 px on a phone);
// the column keeps it, and the page, within the form's width.
export const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.sm};
`;

export const FileInput = styled.input`
  font: inherit;
  min-width: 0;
  max-width: 100%;

  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 20rem;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paperMuted};
`;

export const ProgressRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  progress {
    flex: 1 1 12rem;
    height: 0.75rem;
    accent-color: ${theme.colors.brand};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

export const StatusText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.success};
`;
