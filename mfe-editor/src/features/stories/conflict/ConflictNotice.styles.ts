import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** The table of changed fields: their value beside the form's, long values wrapping. */
export const Differences = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${theme.space.xs};
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${theme.space.xs};
    border-top: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

/** The story text's paragraphs: removed by the saved version struck through, the form's underlined. */
export const Paragraphs = styled.ol`
  margin: 0;
  padding-left: ${theme.space.lg};
  display: grid;
  gap: ${theme.space.xs};
  font-size: 0.9rem;

  del {
    color: ${theme.colors.danger};
  }
  ins {
    color: #166534;
  }
`;
