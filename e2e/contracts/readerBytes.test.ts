import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, remoteDist, SHELL_DIST } from '../support/paths.ts';

/**
 * Issue 48: the editor's ProseMirror/Tiptap code is the console's alone. No file a reader's page
 * can load (the shell's and the reader's and live remotes' builds, browser and server) may hold
 * it; only the editor remote does. Bytes do not depend on the machine, so this is a CI check.
 *
 * Strings the libraries' code itself carries (class names ProseMirror-view sets, Tiptap's error
 * prefix, module paths a server build keeps), not the word: the renderer's comments may name it.
 */
export const EDITOR_CODE =
  /ProseMirror-(hideselection|selectednode|separator|gapcursor|trailingBreak)|\[tiptap (error|warn)\]|node_modules[\\/](prosemirror-[a-z]+|@tiptap)[\\/]/;

const READER_DISTS = [SHELL_DIST, remoteDist('reader'), remoteDist('live')];

function javascriptFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js') || name.endsWith('.mjs'))
    .map((name) => path.join(dir, name));
}

describe("no editor code on a reader's page (issue 48)", () => {
  it('recognises the libraries by their own strings, not by a comment naming them', () => {
    expect(EDITOR_CODE.test('e.classList.add("ProseMirror-hideselection")')).toBe(true);
    expect(EDITOR_CODE.test('throw Error("[tiptap error]: Invalid JSON content")')).toBe(true);
    expect(EDITOR_CODE.test('/*!*** ../node_modules/@tiptap/core/dist/index.js ***!*/')).toBe(true);
    expect(EDITOR_CODE.test('/** keys outside the five are ignored (as ProseMirror does). */')).toBe(false);
  });

  it.each(READER_DISTS.map((dist) => path.relative(REPO_ROOT, dist)))(
    '%s holds no ProseMirror or Tiptap code',
    (relative) => {
      const dist = path.join(REPO_ROOT, relative);
      if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`npm run build\` first`);
      const files = javascriptFiles(dist);
      expect(files.length).toBeGreaterThan(0);
      const holding = files.filter((file) => EDITOR_CODE.test(readFileSync(file, 'utf8')));
      expect(holding.map((file) => path.relative(dist, file))).toEqual([]);
    },
  );
});
