import { LIMITS } from '@newsroom/shared/document';

/** A Word list paragraph's style: `mso-list:l0 level2 lfo1` (list l0, second level). */
const LIST_STYLE = /mso-list:\s*l\d+\s+level(\d+)/i;
const MARKER_OPEN = '<![if !supportlists]>';
const MARKER_CLOSE = '<![endif]>';
/** Numbered markers: "3.", "b)", "iv.". Anything else (·, o, §, •, –) is a bullet. */
const NUMBERED = /^(\d{1,6}|[a-z]{1,4})[.)]$/i;
/** Lists nest at most this deep, so the pasted list is one the schema takes (four at the top). */
const MAX_LEVEL = Math.floor((LIMITS.maxDepth - 2) / 2);

interface WordItem {
  paragraph: HTMLElement;
  level: number;
  numbered: boolean;
  start: number;
}

/**
 * Word's lists as HTML lists. Word writes each item as a paragraph with an `mso-list` style (its
 * level) whose bullet or number is typed out inside `<![if !supportLists]>…<![endif]>`; each run of
 * such paragraphs becomes a bulleted or numbered list, nested by level, without the typed markers.
 * Other HTML is returned as it came.
 */
export function wordListsToHtml(html: string): string {
  if (!LIST_STYLE.test(html)) return html;
  const body = new DOMParser().parseFromString(markersAsElements(html), 'text/html').body;
  for (const run of listRuns(body)) replaceRun(run);
  return body.innerHTML;
}

/**
 * Word's `<![if !supportLists]>` markers as `<span data-word-marker>`: browsers read `<![if …]>` as a
 * comment and keep the marker's text, so it is wrapped to be found and dropped. One forward pass.
 */
function markersAsElements(html: string): string {
  const lower = html.toLowerCase();
  const kept: string[] = [];
  let position = 0;
  for (;;) {
    const open = lower.indexOf(MARKER_OPEN, position);
    const close = open === -1 ? -1 : lower.indexOf(MARKER_CLOSE, open);
    if (close === -1) break;
    kept.push(html.slice(position, open), '<span data-word-marker="">');
    kept.push(html.slice(open + MARKER_OPEN.length, close), '</span>');
    position = close + MARKER_CLOSE.length;
  }
  kept.push(html.slice(position));
  return kept.join('');
}

/** The list item a paragraph is, or null when it is not a Word list paragraph. */
function wordItem(paragraph: HTMLElement): WordItem | null {
  const level = LIST_STYLE.exec(paragraph.getAttribute('style') ?? '')?.[1];
  if (level === undefined) return null;
  const marker =
    paragraph.querySelector('[data-word-marker]') ?? paragraph.querySelector('span[style*="mso-list:Ignore"]');
  const text = (marker?.textContent ?? '').replace(/\s+/g, '');
  for (const typed of paragraph.querySelectorAll('[data-word-marker], span[style*="mso-list:Ignore"]')) typed.remove();
  const numbered = NUMBERED.test(text);
  const start = numbered && /^\d/.test(text) ? Number.parseInt(text, 10) : 1;
  return { paragraph, level: Math.min(Math.max(Number(level), 1), MAX_LEVEL), numbered, start };
}

/** Runs of consecutive Word list paragraphs (only white space between them). */
function listRuns(body: HTMLElement): WordItem[][] {
  const runs: WordItem[][] = [];
  let run: WordItem[] = [];
  let last: Node | null = null;
  for (const paragraph of body.querySelectorAll<HTMLElement>('p[style*="mso-list"]')) {
    const item = wordItem(paragraph);
    if (!item) continue;
    if (last && !followsDirectly(last, paragraph)) {
      runs.push(run);
      run = [];
    }
    run.push(item);
    last = paragraph;
  }
  if (run.length) runs.push(run);
  return runs;
}

/** Whether `next` is the element right after `previous`, with only white space between. */
function followsDirectly(previous: Node, next: Node): boolean {
  let node = previous.nextSibling;
  while (node && node !== next && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '')
    node = node.nextSibling;
  return node === next;
}

/** Puts the run's lists where its first paragraph was and removes its paragraphs. */
function replaceRun(run: WordItem[]) {
  const first = run[0]!.paragraph;
  const document = first.ownerDocument;
  const open: { list: HTMLElement; level: number }[] = [];
  const roots: HTMLElement[] = [];
  for (const item of run) {
    while (open.length && open.at(-1)!.level > item.level) open.pop();
    const tag = item.numbered ? 'OL' : 'UL';
    if (open.at(-1)?.level === item.level && open.at(-1)!.list.tagName !== tag) open.pop();
    const parent = open.at(-1);
    if (!parent || parent.level < item.level) {
      const list = document.createElement(tag);
      if (item.numbered && item.start > 1) list.setAttribute('start', String(item.start));
      if (parent) (parent.list.lastElementChild ?? parent.list.appendChild(document.createElement('li'))).append(list);
      else roots.push(list);
      open.push({ list, level: item.level });
    }
    const entry = document.createElement('li');
    const text = document.createElement('p');
    text.append(...item.paragraph.childNodes);
    entry.append(text);
    open.at(-1)!.list.append(entry);
  }
  first.before(...roots);
  for (const item of run) item.paragraph.remove();
}
