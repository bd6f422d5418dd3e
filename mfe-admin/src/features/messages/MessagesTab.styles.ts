import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const ViewSwitch = styled.div`
  display: flex;
  gap: ${theme.space.sm};
`;

export const MessageList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
