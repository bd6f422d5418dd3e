import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Featured = styled.article`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.xl};
  ${theme.media.md} {
    grid-template-columns: 3fr 2fr;
    align-items: center;
  }

  .text {
    display: grid;
    gap: ${theme.space.sm};
  }
  p.summary {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.5;
  }
`;

export const Headline = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  line-height: 1.2;
  ${theme.media.lg} {
    font-size: ${theme.fontSizes.xxl};
  }

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;
