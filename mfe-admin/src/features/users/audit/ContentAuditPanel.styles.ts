import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm} ${theme.space.md};

  label {
    display: grid;
    gap: ${theme.space.xs};
    flex: 1 1 12rem;
    font-weight: 600;
  }
`;
