import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Alert = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.danger};
`;

export const Missing = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

export const AdList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const AdItem = styled.article`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};

  ${theme.media.md} {
    grid-template-columns: 8rem minmax(0, 1fr) auto;
    align-items: center;
  }
`;

export const AdThumb = styled.img`
  width: 8rem;
  aspect-ratio: 4 / 3;
  object-fit: contain;
  background: ${theme.colors.paperMuted};
`;

export const EditBox = styled.form`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border: 2px solid ${theme.colors.focus};
  border-radius: ${theme.radii.sm};
`;
