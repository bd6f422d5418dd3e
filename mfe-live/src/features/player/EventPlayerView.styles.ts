import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Page = styled.article`
  display: grid;
  gap: ${theme.space.lg};
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.body};
`;

export const Top = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;

  h1 {
    margin: 0;
    font-family: ${theme.fonts.headline};
    font-size: ${theme.fontSizes.xl};
    line-height: 1.2;
  }
  h1:focus {
    outline: none;
  }
  h1:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 4px;
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: ${theme.space.lg};

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Details = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  align-content: start;

  p.description {
    margin: 0;
    line-height: 1.6;
    white-space: pre-line;
  }
`;

export const TypeLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  text-transform: capitalize;
`;

export const MoreSection = styled.section`
  display: grid;
  gap: ${theme.space.md};

  h2 {
    margin: 0;
    font-family: ${theme.fonts.headline};
    font-size: ${theme.fontSizes.lg};
  }
`;
