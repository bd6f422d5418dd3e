import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Xml = styled.pre`
  padding: ${theme.space.md};
  overflow-x: auto;
  background: ${theme.colors.paperMuted};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.fontSizes.sm};
  white-space: pre;
`;
