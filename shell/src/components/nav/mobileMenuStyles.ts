import styled from 'styled-components';
import { SmallScreenIconButton } from '../header/searchStyles.ts';

/** The menu toggle is the header's small-screen icon button. */
export const ToggleButton = SmallScreenIconButton;

export const Panel = styled.nav`
  order: 10;
  flex-basis: 100%;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    display: none;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => theme.space.sm} 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
`;

export const SubHeading = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const SubList = styled.ul`
  padding-left: ${({ theme }) => theme.space.md} !important;
`;
