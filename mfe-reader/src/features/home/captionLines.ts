import type { PhotoEssay } from '@newsroom/shared';

/** A caption as plain text: its paragraphs, each as its lines (a hard break starts a line). */
export type CaptionLines = string[][];

interface CaptionNode {
  type?: unknown;
  text?: unknown;
  marks?: unknown;
  content?: unknown;
}

const nodesOf = (node: CaptionNode): CaptionNode[] =>
  Array.isArray(node.content) ? (node.content as CaptionNode[]) : [];

/** One paragraph's lines: its texts joined, a hard break between lines (anything else adds nothing). */
function paragraphLines(paragraph: CaptionNode): string[] {
  const lines = [''];
  for (const inline of nodesOf(paragraph)) {
    if (inline.type === 'hardBreak') lines.push('');
    else if (inline.type === 'text' && typeof inline.text === 'string') lines[lines.length - 1] += inline.text;
  }
  return lines;
}

/** The caption's text as the page shows it before (or without) the renderer: its document's, else the column's. */
export function captionLines(essay: PhotoEssay): CaptionLines {
  const document = essay.captionDocument;
  if (!document) return essay.caption ? [essay.caption.split('\n')] : [];
  // An empty paragraph draws nothing, as in the renderer.
  return nodesOf(document)
    .filter((node) => node.type === 'paragraph' && nodesOf(node).length > 0)
    .map(paragraphLines);
}

const isPlainInline = (node: CaptionNode) =>
  node.type === 'hardBreak' ||
  (node.type === 'text' && (node.marks === undefined || (Array.isArray(node.marks) && node.marks.length === 0)));

/**
 * Whether the caption needs the renderer: its document has a mark (bold, italic, a link) or a node
 * other than paragraphs of text and hard breaks. Captions without one are drawn from their lines.
 */
export function captionHasFormatting(essay: PhotoEssay): boolean {
  const document = essay.captionDocument;
  if (!document) return false;
  return !nodesOf(document).every((node) => node.type === 'paragraph' && nodesOf(node).every(isPlainInline));
}
