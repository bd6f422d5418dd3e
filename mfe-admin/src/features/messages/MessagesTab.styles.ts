import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const ViewSwitch = styled.div`
  display: flex;
  gap: ${theme.space.sm};
`;

export { StackList as MessageList } from '../../components/ListRow.styles.ts';
