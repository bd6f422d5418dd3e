import styled from 'styled-components';
import { theme } from './theme.ts';

export const AdImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

/** The ad's title, in place of an image that did not load (never a broken-image icon). */
export const AdText = styled.span`
  display: grid;
  place-content: center;
  height: 100%;
  padding: ${theme.space.sm};
  font-weight: 600;
  color: inherit;
`;
