import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Section = styled.section`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  h3 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.md};
  }
  ol {
    display: grid;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* Details on the left, Restore on the right at the top of each row, whatever the notes' length. */
  ol > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    gap: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
  }
  ol > li > div > p {
    color: inherit;
  }
  ul {
    margin: ${theme.space.xs} 0 0;
    padding-left: ${theme.space.md};
    color: ${theme.colors.inkMuted};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`;
