import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Count = styled.span`
  display: inline-block;
  min-width: 1.4rem;
  margin-left: ${theme.space.xs};
  padding: 0 ${theme.space.xs};
  border-radius: 999px;
  background: ${theme.colors.breaking};
  color: ${theme.colors.paper};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.4rem;
  text-align: center;
`;
