import { theme } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const CountGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CountCard = styled(Link)`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.ink};
  text-decoration: none;

  &:hover {
    border-color: ${theme.colors.link};
  }
`;

export const CountValue = styled.span`
  font-family: ${theme.fonts.headline};
  font-size: ${theme.fontSizes.xl};
  font-weight: 700;
`;

export const TabLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: ${theme.colors.link};
    font-weight: 600;
  }
`;
