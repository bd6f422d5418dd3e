import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;
