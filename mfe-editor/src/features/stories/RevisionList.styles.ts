import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { spreadLine } from '../../components/consoleKit.styles.ts';

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
  li {
    ${spreadLine}
    gap: ${theme.space.sm};
    font-size: ${theme.fontSizes.sm};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`;
