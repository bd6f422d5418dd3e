import { theme } from '../ui/theme.ts';
import styled from 'styled-components';

export const Status = styled.div`
  padding: ${theme.space.xl};
  text-align: center;
  color: ${theme.colors.inkMuted};
`;
