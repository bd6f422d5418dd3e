import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Hits = styled.ol`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  h2 {
    margin: ${theme.space.xs} 0;
    font-family: ${theme.fonts.headline};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  mark {
    background: #fef08a;
    color: inherit;
  }
  .kind {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${theme.colors.accent};
  }
  .meta {
    margin-top: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`;
