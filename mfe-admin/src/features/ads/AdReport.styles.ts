import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const ReportBox = styled.details`
  grid-column: 1 / -1;
  display: grid;
  gap: ${theme.space.sm};

  summary {
    cursor: pointer;
    font-weight: 600;
  }
`;

export const ReportTable = styled.table`
  width: 100%;
  margin: ${theme.space.sm} 0;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
  }
`;
