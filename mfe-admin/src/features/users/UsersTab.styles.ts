import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { controlRow } from '../../components/layout.styles.ts';

export const SearchForm = styled.form`
  ${controlRow}

  label {
    font-weight: 600;
  }
  input {
    flex: 1 1 14rem;
    width: auto;
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;
