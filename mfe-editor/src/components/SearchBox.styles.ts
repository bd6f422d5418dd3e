import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const SearchInput = styled.input`
  flex: 1 1 16rem;
  min-height: 2.5rem;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  font: inherit;
`;
