import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { spreadLine } from '../../components/consoleKit.styles.ts';

export const Bar = styled.div`
  ${spreadLine}
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};

  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const Frame = styled.div`
  margin-top: ${theme.space.md};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;
