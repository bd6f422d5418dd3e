import { safeLinkOrEmpty } from './safeLink.ts';
import { toParagraphs } from './truncate.ts';

export type BodyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// [text](address) or a bare http(s) address; the address never holds spaces or parentheses.
const LINK = /\[([^\]\n]{1,300})\]\(\s*([^\s()]+)\s*\)|\bhttps?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/g;

/**
 * A live post's plain-text body as paragraphs of text and links. Only http(s) addresses and paths
 * on this site become links: anything else ([x](javascript:…)) stays text, as the database also
 * refuses it. Nothing is parsed as HTML: the parts are rendered as React text.
 */
export function parseLivePostBody(body: string): BodyPart[][] {
  return toParagraphs(body).map(parseParagraph);
}

function parseParagraph(paragraph: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(LINK)) {
    const [whole, label, address] = match;
    const href = safeLinkOrEmpty(address ?? whole);
    if (!href) continue;
    if (match.index > last) parts.push({ kind: 'text', text: paragraph.slice(last, match.index) });
    parts.push({ kind: 'link', text: label ?? whole, href });
    last = match.index + whole.length;
  }
  if (last < paragraph.length) parts.push({ kind: 'text', text: paragraph.slice(last) });
  return parts;
}
