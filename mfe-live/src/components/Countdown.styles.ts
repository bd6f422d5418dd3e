import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.colors.link};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;
