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
