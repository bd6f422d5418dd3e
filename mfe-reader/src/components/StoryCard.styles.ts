import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Card = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.paper};

  .body {
    display: grid;
    align-content: start;
    gap: ${theme.space.sm};
    padding: ${theme.space.md};
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.3;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover,
  h3 a:focus-visible {
    text-decoration: underline;
  }
  p.summary {
    margin: 0;
    color: ${theme.colors.inkMuted};
    line-height: 1.5;
  }
`;

export const CategoryLabel = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${theme.colors.accent};
`;
