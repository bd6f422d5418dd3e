import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;

  header {
    display: grid;
    gap: ${theme.space.sm};
    margin-bottom: ${theme.space.lg};
  }
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
    line-height: 1.15;
  }
  .byline {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.md};
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
  figure {
    margin: 0 0 ${theme.space.lg};
  }
  figcaption {
    margin-top: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
  .body p {
    font-size: 1.125rem;
    line-height: 1.75;
  }
`;
