import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** The reader's drawing, framed so it reads as a page inside the console. */
export const ReaderFrame = styled.div`
  margin: ${theme.space.md} 0;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.md};
  max-height: 80vh;
  overflow: auto;
`;

/** Which screen the preview is drawn for. */
export const WidthChoice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin: ${theme.space.sm} 0 0;
  border: 0;
  padding: 0;

  legend {
    font-weight: 600;
    padding: 0;
    margin-right: ${theme.space.sm};
  }
`;
