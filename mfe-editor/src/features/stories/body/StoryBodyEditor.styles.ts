import styled from 'styled-components';

export const BoxedBlock = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  padding: 0.5rem 0.75rem;
  margin: 0.75rem 0;
`;

export const BlockLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  font-size: 0.875rem;
  font-weight: 600;
`;

export const BlockInput = styled.input`
  font: inherit;
  font-weight: 400;
  padding: 0.25rem 0.5rem;
`;

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.25rem;
  max-width: 18rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
`;

export const MenuOption = styled.li`
  padding: 0.25rem 0.5rem;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.paper};
  }
`;

export const ToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
  background: ${({ theme }) => theme.colors.paperMuted};
`;

export const ToolButton = styled.button`
  min-width: 2.25rem;
  min-height: 2.25rem;
  padding: 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.paper};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** The table toolbar's note on moving between cells. */
export const TableHint = styled.span`
  align-self: center;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The selected image's button that opens the image dialog. */
export const ImageEditButton = styled(ToolButton)`
  margin-top: 0.25rem;
`;

export const EditorSurface = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};

  .tiptap {
    min-height: 16rem;
    padding: 0.5rem 0.75rem;
    line-height: 1.6;
  }
  /* Another editor's caret (co-editing): a bar in their colour, their name above it. */
  .presence-caret {
    position: relative;
    margin: 0 -1px;
    border-left: 2px solid var(--caret-colour);
    pointer-events: none;
  }
  .presence-caret::after {
    content: attr(data-name);
    position: absolute;
    bottom: 100%;
    left: -2px;
    padding: 0 0.25rem;
    border-radius: 2px;
    background: var(--caret-colour);
    color: #fff;
    font-size: 0.75rem;
    font-weight: 600;
    line-height: 1.4;
    white-space: nowrap;
  }
  .tiptap:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .tiptap p.is-editor-empty:first-child::before {
    content: attr(data-placeholder);
    float: left;
    height: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    pointer-events: none;
  }
  .tiptap img {
    max-width: 100%;
    height: auto;
  }
  .tiptap .ProseMirror-selectednode[data-story-image] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .story-embed,
  .story-related {
    display: grid;
    gap: 0.25rem;
    padding: 0.75rem;
    border: 1px dashed ${({ theme }) => theme.colors.border};
  }
  table {
    border-collapse: collapse;
  }
  td,
  th {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 0.25rem 0.5rem;
  }
`;
