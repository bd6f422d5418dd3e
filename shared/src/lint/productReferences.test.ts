// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The product's rules live in docs/product (decision 120). Comments, tests, SQL and decision records
// link into it (`docs/product/limits.md#images`, or `../product/…` from docs/decisions); they must not
// cite the documents the project started from, which are outside the repository.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const THIS_FILE = 'shared/src/lint/productReferences.test.ts';
const SCANNED = /\.(ts|tsx|js|mjs|cjs|sql|sh|md|toml|json)$|^\.ci\//;

/** Citations of documents outside the repository; the names are split so this file does not match itself. */
const OUTSIDE_CITATIONS: readonly RegExp[] = [
  new RegExp('\\bSP' + 'EC\\b'),
  new RegExp('\\bARCHI' + 'TECTURE\\b'),
  new RegExp('SUPABASE_' + 'PROTOCOL'),
  new RegExp('TOOLCHAIN_' + 'NOTES'),
  // A bare section number (`§3.2`) points into one of them; a cited RFC names itself.
  /(?<!RFC \d+ )§\s?\d/,
];

/** `docs/product/x.md#a` anywhere, `../product/x.md#a` from decision records. */
const PRODUCT_LINK = /(?:\bdocs\/product\/|\.\.\/product\/)([\w-]+\.md)(?:#([\w-]+))?/g;
/** Links between the docs/product files themselves: `](x.md#a)`. */
const SIBLING_LINK = /\]\(([\w-]+\.md)(?:#([\w-]+))?\)/g;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file && SCANNED.test(file) && file !== THIS_FILE && !file.endsWith('package-lock.json'))
    .filter((file) => existsSync(path.join(root, file)));
}

interface Hit {
  where: string;
  text: string;
}

function outsideCitations(files: string[]): Hit[] {
  const hits: Hit[] = [];
  for (const file of files) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (OUTSIDE_CITATIONS.some((pattern) => pattern.test(line)))
          hits.push({ where: `${file}:${index + 1}`, text: line.trim() });
      });
  }
  return hits;
}

function brokenLinks(files: string[]): Hit[] {
  const anchorsByDoc = new Map<string, Set<string> | null>();
  const anchorsOf = (doc: string): Set<string> | null => {
    if (!anchorsByDoc.has(doc)) {
      const full = path.join(root, 'docs/product', doc);
      anchorsByDoc.set(doc, existsSync(full) ? headingAnchors(readFileSync(full, 'utf8')) : null);
    }
    return anchorsByDoc.get(doc) ?? null;
  };
  const broken: Hit[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const patterns = file.startsWith('docs/product/') ? [PRODUCT_LINK, SIBLING_LINK] : [PRODUCT_LINK];
    for (const pattern of patterns) {
      for (const [link, doc, anchor] of text.matchAll(pattern)) {
        const anchors = anchorsOf(doc);
        if (!anchors || (anchor && !anchors.has(anchor))) broken.push({ where: file, text: link });
      }
    }
  }
  return broken;
}

describe('references to the product rules', () => {
  const files = repositoryFiles();

  it('scans the repository', () => {
    expect(files).toContain('docs/product/limits.md');
    expect(files.length).toBeGreaterThan(200);
  });

  it('cites no document outside the repository (link docs/product instead)', () => {
    expect(outsideCitations(files)).toEqual([]);
  });

  it('links only to docs/product files and headings that exist', () => {
    expect(brokenLinks(files)).toEqual([]);
  });

  it('computes anchors as GitHub does', () => {
    const anchors = headingAnchors(
      '# Limits\n## Story pages\n## Sign in and sign up\n## Ad positions\n## Ad positions\n',
    );
    expect([...anchors]).toEqual(['limits', 'story-pages', 'sign-in-and-sign-up', 'ad-positions', 'ad-positions-1']);
  });

  it('recognises a citation and lets an RFC section through', () => {
    const cites = (line: string) => OUTSIDE_CITATIONS.some((pattern) => pattern.test(line));
    expect(cites(`/** ${'SPEC'} §5: required. */`)).toBe(true);
    expect(cites('// see (§3.3)')).toBe(true);
    expect(cites('/** RFC 5545 §3.1: lines are folded. */')).toBe(false);
    expect(cites('/** Required (docs/product/data.md#story-tips). */')).toBe(false);
  });
});
