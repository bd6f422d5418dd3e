// <link rel="preload"> tags for the chunks every page of the shell starts with, so the browser
// fetches them while it parses the page instead of one after another.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * dist/server/shell-preload.json is written by the shell's build (the files of its start-up chunk
 * group and the shared singletons it provides).
 * @param {string} distDir
 * @returns {string}
 */
export function shellPreloadTags(distDir) {
  const file = join(distDir, 'server', 'shell-preload.json');
  if (!existsSync(file)) return '';
  const files = JSON.parse(readFileSync(file, 'utf8'));
  return files.map((href) => `<link rel="preload" as="script" href="${encodeURI(href)}">`).join('\n    ');
}
