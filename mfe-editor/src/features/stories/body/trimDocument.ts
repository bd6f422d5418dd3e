import type { DocumentNode, StoryDocument } from '@newsroom/shared/document';

const isEmptyParagraph = (node: DocumentNode | undefined) =>
  node?.type === 'paragraph' && (node.content ?? []).length === 0;

/**
 * The document without the empty paragraphs at its end: the editor keeps one there so the writer
 * can type after a table or an embed, but the story (and the summary the database derives) ends
 * with its last words. One paragraph stays in an empty document.
 */
export function trimDocument(document: StoryDocument): StoryDocument {
  const content = document.content ?? [];
  let end = content.length;
  while (end > 1 && isEmptyParagraph(content[end - 1])) end -= 1;
  return end === content.length ? document : { ...document, content: content.slice(0, end) };
}
