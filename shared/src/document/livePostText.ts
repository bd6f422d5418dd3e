import { TEXT_BLOCKS } from './schema.ts';
import type { DocumentNode } from './types.ts';

/**
 * A live post's text (live_posts.body) from its document, as the database derives it
 * (private.live_post_document_text()): plainText's blocks, with each run of linked text written back
 * in the posts' older syntax, `[text](address)`, or as the bare address when that is its text. A
 * mailto link, which that syntax never took, keeps only its text.
 */
export function livePostText(document: DocumentNode): string {
  const blocks: string[] = [];
  collectBlocks(document, blocks);
  return blocks.join('\n\n');
}

function collectBlocks(node: DocumentNode, blocks: string[]): void {
  const children = Array.isArray(node.content) ? node.content : [];
  if ((TEXT_BLOCKS as readonly string[]).includes(node.type)) {
    blocks.push(inlineText(children));
    return;
  }
  for (const child of children) collectBlocks(child, blocks);
}

interface Run {
  href: string | null;
  text: string;
}

function inlineText(children: DocumentNode[]): string {
  const runs: Run[] = [];
  for (const child of children) {
    const href = linkOf(child);
    const last = runs.at(-1);
    if (last && last.href === href) last.text += pieceOf(child);
    else runs.push({ href, text: pieceOf(child) });
  }
  return runs.map(writeRun).join('');
}

const pieceOf = (node: DocumentNode) =>
  node.type === 'text' ? (typeof node.text === 'string' ? node.text : '') : node.type === 'hardBreak' ? '\n' : '';

function linkOf(node: DocumentNode): string | null {
  const link = Array.isArray(node.marks) ? node.marks.find((mark) => mark.type === 'link') : undefined;
  return typeof link?.attrs?.href === 'string' ? link.attrs.href : null;
}

function writeRun({ href, text }: Run): string {
  if (href === null || !/^(https?:\/\/|\/)/.test(href) || text === href) return text;
  return `[${text}](${href})`;
}
