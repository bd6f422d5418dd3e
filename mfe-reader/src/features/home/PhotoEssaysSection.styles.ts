import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Section = styled.section`
  margin-top: ${theme.space.xxl};
  h2 {
    margin: 0 0 ${theme.space.md};
    padding-bottom: ${theme.space.sm};
    border-bottom: 2px solid ${theme.colors.ink};
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

export const Essay = styled.figure`
  margin: 0;
  display: grid;
  gap: ${theme.space.sm};
  scroll-margin-top: 6rem;
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  figcaption {
    display: grid;
    gap: ${theme.space.xs};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
    /* A plain caption is drawn as its text: its paragraphs and line breaks are newlines. */
    white-space: pre-line;
  }
`;
