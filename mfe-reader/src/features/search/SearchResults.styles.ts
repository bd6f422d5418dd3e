import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.xs};

  a {
    display: grid;
    gap: 2px;
    padding: ${theme.space.sm};
    border-radius: ${theme.radii.sm};
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${theme.colors.paperMuted};
    outline: 2px solid ${theme.colors.focus};
  }
  .kind {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${theme.colors.accent};
  }
  .title {
    font-weight: 600;
  }
  .meta {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`;

export const Empty = styled.div`
  padding: ${theme.space.lg} 0;
  text-align: center;
  p {
    margin: 0 0 ${theme.space.xs};
  }
  p + p {
    color: ${theme.colors.inkMuted};
  }
`;
