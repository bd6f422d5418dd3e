import styled from 'styled-components';

/** The reader's words as typed: line breaks kept, never markup. */
export const ReportText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
