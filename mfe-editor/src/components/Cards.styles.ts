import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
`;

export const CardLabel = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

export const CardValue = styled.span`
  font-family: ${theme.fonts.headline};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`;

export const CountriesPanel = styled.section`
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.md};
  }
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${theme.space.xs} ${theme.space.lg};
    margin: 0;
    padding-left: ${theme.space.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

/** What a figure covers ("All time", "Last 7 days"). */
export const CardNote = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;
