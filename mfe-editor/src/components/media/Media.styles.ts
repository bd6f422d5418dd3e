import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const MediaGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
`;

export const MediaCardBox = styled.li`
  display: grid;
  align-content: start;
  gap: ${theme.space.xs};
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  font-size: ${theme.fontSizes.sm};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Meta = styled.p`
  color: ${theme.colors.inkMuted};
`;

export const UsesList = styled.ul`
  margin: 0;
  padding-left: ${theme.space.lg};
`;

export const DetailsLayout = styled.div`
  display: grid;
  gap: ${theme.space.md};
`;
