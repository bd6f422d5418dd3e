import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { twoColumnsFromMd } from '../../components/layout.styles.ts';

export const RemoteGrid = styled.div`
  ${twoColumnsFromMd}
`;

export const RemoteHeading = styled.h3`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.md};
`;

export const ErrorItem = styled.li`
  padding: ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  overflow-wrap: anywhere;

  p {
    margin: ${theme.space.xs} 0 0;
  }
`;

export const ErrorMeta = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;

export { StackList as ErrorList } from '../../components/ListRow.styles.ts';
