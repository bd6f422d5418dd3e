import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;

  /* Its own header only: a live post inside the article has one too. */
  > header {
    display: grid;
    gap: ${theme.space.sm};
    margin-bottom: ${theme.space.lg};
  }
  h1 {
    margin: 0;
    font-size: ${theme.fontSizes.xxl};
    line-height: 1.15;
  }
  /* The line under the headline (decision 205). */
  .standfirst {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.45;
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
  .body p,
  .body li {
    font-size: 1.125rem;
    line-height: 1.75;
  }
  .body a {
    color: ${theme.colors.link};
  }
  .body h2,
  .body h3 {
    font-family: ${theme.fonts.headline};
    margin: ${theme.space.xl} 0 ${theme.space.sm};
    scroll-margin-top: ${theme.space.xxl};
  }
  .body blockquote {
    margin: ${theme.space.lg} 0;
    padding-left: ${theme.space.md};
    border-left: 4px solid ${theme.colors.border};
  }
  .story-pull-quote {
    margin: ${theme.space.xl} 0;
    font-family: ${theme.fonts.headline};
    blockquote {
      border-left-color: ${theme.colors.accent};
    }
    blockquote p {
      font-size: ${theme.fontSizes.xl};
      line-height: 1.3;
    }
  }
  .story-pull-quote__attribution {
    color: ${theme.colors.inkMuted};
  }
  .story-fact-box {
    margin: ${theme.space.lg} 0;
    padding: ${theme.space.md} ${theme.space.lg};
    background: ${theme.colors.paperMuted};
    border-top: 4px solid ${theme.colors.ink};
  }
  .story-fact-box__title {
    font-weight: 700;
  }
  .story-image img {
    display: block;
    width: 100%;
    height: auto;
  }
  .story-embed {
    position: relative;
    display: grid;
    place-items: center;
    gap: ${theme.space.sm};
    max-width: 100%;
    max-height: 80vh;
    background: ${theme.colors.paperMuted};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    iframe {
      width: 100%;
      height: 100%;
      border: 0;
    }
  }
  .story-embed__poster {
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
  }
  .story-embed__play {
    padding: ${theme.space.sm} ${theme.space.md};
    font: inherit;
    color: ${theme.colors.paper};
    background: ${theme.colors.ink};
    border: 0;
    border-radius: ${theme.radii.sm};
    cursor: pointer;
  }
  .story-embed__play:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  .story-related a {
    display: flex;
    gap: ${theme.space.md};
    align-items: center;
    padding: ${theme.space.md} 0;
    border-block: 1px solid ${theme.colors.border};
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  .story-related img {
    width: 96px;
    height: 54px;
    object-fit: cover;
  }
  .story-related__label {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
  .story-table {
    overflow-x: auto;
    margin: ${theme.space.lg} 0;
  }
  .story-table table {
    border-collapse: collapse;
    width: 100%;
  }
  .story-table th,
  .story-table td {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }
  .story-table p {
    margin: 0;
    font-size: 1rem;
  }
`;
