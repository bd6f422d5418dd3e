import type { DocumentNode } from '../types.ts';

export interface DocumentHeading {
  node: DocumentNode;
  id: string;
  text: string;
  level: 2 | 3;
}

const MAX_SLUG = 80;

/** A heading's anchor: its words in lower case joined by hyphens, letters of any script kept. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'section';
}

const inlineText = (node: DocumentNode): string =>
  (node.content ?? [])
    .map((child) => (child.type === 'text' && typeof child.text === 'string' ? child.text : ' '))
    .join('');

function collectHeadings(node: DocumentNode, found: DocumentNode[]): void {
  if (node.type === 'heading') found.push(node);
  else for (const child of Array.isArray(node.content) ? node.content : []) collectHeadings(child, found);
}

/**
 * The document's headings in order, each with a stable id for anchor links (`#key-facts`): the
 * same text twice gets `-2`, `-3`. The same on the server and in the browser, and in a table of
 * contents built from this list.
 */
export function documentHeadings(document: DocumentNode): DocumentHeading[] {
  const nodes: DocumentNode[] = [];
  collectHeadings(document, nodes);
  const seen = new Map<string, number>();
  return nodes.map((node) => {
    const text = inlineText(node).replace(/\s+/g, ' ').trim();
    const base = headingSlug(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { node, id: count === 1 ? base : `${base}-${count}`, text, level: node.attrs?.level === 3 ? 3 : 2 };
  });
}
