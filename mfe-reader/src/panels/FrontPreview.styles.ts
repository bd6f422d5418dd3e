import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** Where an ad would be: a dashed box, never a real ad (decision 209). */
export const AdPlaceholder = styled.p`
  margin: ${theme.space.md} 0 ${theme.space.xl};
  padding: ${theme.space.md};
  border: 2px dashed ${theme.colors.border};
  background: ${theme.colors.paperMuted};
  color: ${theme.colors.inkMuted};
  text-align: center;
`;
