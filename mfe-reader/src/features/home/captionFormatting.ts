import type { DocumentNode } from '@newsroom/shared/document';

const PLAIN_NODES = ['paragraph', 'text', 'hardBreak'];

const isPlain = (node: DocumentNode): boolean =>
  PLAIN_NODES.includes(node.type) &&
  !node.marks?.length &&
  (!Array.isArray(node.content) || node.content.every(isPlain));

/**
 * Whether a caption's document shows more than its plain text (`caption`, paragraphs and line
 * breaks): a mark (bold, italic, a link) or another node. Only such a caption needs the renderer.
 */
export function captionHasFormatting(document: DocumentNode | undefined): boolean {
  return Boolean(document && Array.isArray(document.content) && !document.content.every(isPlain));
}
