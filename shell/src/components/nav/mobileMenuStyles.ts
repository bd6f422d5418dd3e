import styled from 'styled-components';

export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

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
