import { chromium } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { chromiumLaunchOptions } from './support/chromium.mjs';
function cpu(type) { let s = 0; for (const d of readdirSync('/proc')) { if (!/^\d+$/.test(d)) continue; try { const c = readFileSync(`/proc/${d}/cmdline`, 'utf8'); if (!c.includes('chromium-headless-shell')) continue; const isR = c.includes('--type=renderer'); if (type === 'renderer' ? !isR : (isR || c.includes('--type='))) continue; const st = readFileSync(`/proc/${d}/stat`, 'utf8'); const f = st.slice(st.lastIndexOf(')') + 2).split(' '); s += Number(f[11]) + Number(f[12]); } catch {} } return s / 100; }
const extra = process.argv.slice(2);
const b = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...extra] });
let r = 0, br = 0, t = 0;
const urls = ['http://localhost:3000/', 'http://localhost:3000/story/a1000000-0000-4000-8000-000000000001', 'http://localhost:3000/live'];
const N = 6;
for (let i = 0; i < N; i++) for (const url of urls) {
  const c = await b.newContext({ reducedMotion: 'reduce' }); const p = await c.newPage();
  const b0 = cpu('browser'); const t0 = Date.now();
  await p.goto(url);
  await p.waitForFunction(() => performance.getEntriesByName('newsroom:interactive').length > 0, null, { timeout: 30000 }).catch(() => console.log('no mark', url));
  await p.waitForTimeout(500);
  const r1 = cpu('renderer');
  t += Date.now() - t0; r += r1; br += cpu('browser') - b0;
  await c.close();
}
console.log(extra.join(' ') || 'baseline', 'per load: renderer', (r / N / 3 * 1000).toFixed(0), 'ms, browser', (br / N / 3 * 1000).toFixed(0), 'ms, wall', (t / N / 3).toFixed(0));
await b.close();
