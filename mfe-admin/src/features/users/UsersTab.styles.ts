import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  label {
    font-weight: 600;
  }
  input {
    flex: 1 1 14rem;
    width: auto;
  }
`;

export const TableWrap = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${theme.space.sm};
  }
  th,
  td {
    padding: ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${theme.colors.inkMuted};
  }
  input[type='checkbox'] {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

export const PagerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  p {
    margin: 0 auto 0 0;
    color: ${theme.colors.inkMuted};
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

export const Alert = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.danger};
`;
