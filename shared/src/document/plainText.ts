import { TEXT_BLOCKS } from './schema.ts';
import type { DocumentNode } from './types.ts';

/**
 * A document's plain text: the text of each paragraph-like node (paragraph, heading, pull quote;
 * those inside lists, quotes, fact boxes and table cells too), in document order, a hard break as
 * `\n`, a blank line between blocks. This is what news_stories.summary holds: the database derives it
 * from the body with the same rule (private.story_document_text()).
 */
export function plainText(document: DocumentNode): string {
  const blocks: string[] = [];
  collectBlocks(document, blocks);
  return blocks.join('\n\n');
}

function collectBlocks(node: DocumentNode, blocks: string[]): void {
  const children = Array.isArray(node.content) ? node.content : [];
  if ((TEXT_BLOCKS as readonly string[]).includes(node.type)) {
    blocks.push(children.map(inlineText).join(''));
    return;
  }
  for (const child of children) collectBlocks(child, blocks);
}

function inlineText(node: DocumentNode): string {
  if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
  return node.type === 'hardBreak' ? '\n' : '';
}
