import { theme } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The slot keeps the 728x90 shape from the first paint, ad or not, so nothing below it moves.
export const Banner = styled.aside`
  padding: ${theme.space.sm} ${theme.space.md};

  & > * {
    display: block;
    width: 100%;
    max-width: 728px;
    aspect-ratio: 728 / 90;
    margin: 0 auto;
    overflow: hidden;
  }
`;

export const AdImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

export const HouseAd = styled(Link)`
  display: grid;
  place-content: center;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
  text-decoration: none;
`;
