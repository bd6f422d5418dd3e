import styled from 'styled-components';
import { EditorSurface } from './storyEditorParts.ts';

/** The story editor's surface, a few lines high: a post or a caption is short. */
export const ShortSurface = styled(EditorSurface)`
  .tiptap {
    min-height: 6rem;
  }
`;
