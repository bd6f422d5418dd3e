import { startE2eBackend } from '/work/main/e2e/support/backend.ts';
import { startPortal } from '/work/main/e2e/support/portal.ts';
const backend = await startE2eBackend();
const portal = await startPortal({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey });
for (const path of ['/', '/story/a1000000-0000-4000-8000-000000000001', '/rss.xml', '/category/politics', '/nope/x', '/auth']) {
  const t = Date.now();
  const r = await fetch(portal.baseURL + path);
  const body = await r.text();
  console.log(path, r.status, r.headers.get('x-page-cache'), r.headers.get('cache-control'), body.length, Date.now() - t, 'ms', /<h1/.test(body));
}
const r2 = await fetch(portal.baseURL + '/'); console.log('again', r2.headers.get('x-page-cache'));
console.log(require('node:child_process').execSync(`ps -o pid,rss,nlwp,args --ppid ${portal.shell.pid}`).toString());
await portal.stop?.(); await backend.stop?.(); process.exit(0);
