import { theme } from './theme.ts';
import { createGlobalStyle } from 'styled-components';

/** Document-wide base styles; rendered once, by whoever owns the document (shell or standalone page). */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    color: ${theme.colors.ink};
    background: ${theme.colors.paper};
    line-height: 1.5;
  }
  h1, h2, h3 { font-family: ${theme.fonts.headline}; line-height: 1.2; }
  a { color: ${theme.colors.link}; }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  /* The one deliberate !important: a reader's reduced-motion setting must win over every component's animation. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      /* Once: an infinite animation of 0.01 ms still asks for a new frame 60 times a second. */
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
