import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LITE_STYLE } from './liteStyle.ts';

/**
 * A whole lite document: the head's tags (escaped by renderHeadTags; its only scripts are JSON-LD
 * data blocks), the one inline stylesheet and the page as static markup: no script, no event
 * attribute, nothing to hydrate.
 */
export function liteHtml(headTags: string, page: ReactElement): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    headTags,
    `<style>${LITE_STYLE}</style>`,
    '</head>',
    `<body>${renderToStaticMarkup(page)}</body>`,
    '</html>',
  ].join('\n');
}
