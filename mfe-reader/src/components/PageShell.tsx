import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** The reader pages' content column (the shell owns header, nav and footer around it). */
export const PageShell = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md};
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.body};

  h1,
  h2,
  h3 {
    font-family: ${theme.fonts.headline};
  }
`;

/** Prose pages (about, policies): a readable measure. */
export const ProseShell = styled(PageShell)`
  max-width: 760px;
  line-height: 1.65;
`;
