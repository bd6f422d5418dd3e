import { generateJSON, type AnyExtension } from '@tiptap/core';
import type { StoryDocument } from '@newsroom/shared/document';
import { wordListsToHtml } from './wordLists.ts';

/**
 * Elements whose whole content no story keeps: scripts, styles, Word's XML islands, other pages'
 * frames and drawings. ProseMirror would skip them too, but most of a large web page is these, so
 * removing them from the string first keeps the browser's parse and ProseMirror's walk short.
 */
const DROPPED = ['script', 'style', 'head', 'xml', 'template', 'iframe', 'object', 'noscript', 'svg', 'math', 'title'];
const DROPPED_OPEN = new RegExp(`<(${DROPPED.join('|')})(?=[\\s/>])`, 'gi');

/**
 * The pasted HTML without comments and the DROPPED elements (decision 165). One pass, forward only
 * (each search starts where the last ended), so a 5 MB page or an unclosed `<script` costs linear
 * time: an element or comment left open drops the rest, as the browser would read it.
 */
export function stripPastedHtml(html: string): string {
  const lower = html.toLowerCase();
  const kept: string[] = [];
  let position = 0;
  while (position < html.length) {
    const next = nextDropped(html, position);
    if (!next) break;
    kept.push(html.slice(position, next.start));
    position = endOf(lower, next);
  }
  if (position < html.length) kept.push(html.slice(position));
  return kept.join('');
}

/** Where a dropped comment or element ends: after `-->`, or after its end tag's `>`; else the end of the text. */
function endOf(lower: string, dropped: { start: number; close: string }): number {
  const close = lower.indexOf(dropped.close, dropped.start + 1);
  if (close === -1) return lower.length;
  if (dropped.close === '-->') return close + 3;
  const bracket = lower.indexOf('>', close);
  return bracket === -1 ? lower.length : bracket + 1;
}

/** The next comment or dropped element from `from`, and the text that ends it. */
function nextDropped(html: string, from: number): { start: number; close: string } | null {
  const comment = html.indexOf('<!--', from);
  DROPPED_OPEN.lastIndex = from;
  const element = DROPPED_OPEN.exec(html);
  if (element && (comment === -1 || element.index < comment))
    return { start: element.index, close: `</${element[1]!.toLowerCase()}` };
  if (comment !== -1) return { start: comment, close: '-->' };
  return null;
}

/** Pasted HTML as the editor reads it: stripped (stripPastedHtml), and Word's list paragraphs made lists. */
export const preparePastedHtml = (html: string): string => wordListsToHtml(stripPastedHtml(html));

/**
 * A pasted page as a document of the editor's schema, as the editor inserts it: the prepared HTML
 * through ProseMirror's parser for the story schema, which keeps only the schema's nodes and marks
 * (spans and fonts dissolve into their text, styles and classes are not read, h1 and h4 to h6 become
 * the schema's levels, links keep only an href the schema allows).
 */
export function cleanPastedHtml(html: string, extensions: AnyExtension[]): StoryDocument {
  return generateJSON(preparePastedHtml(html), extensions) as StoryDocument;
}
