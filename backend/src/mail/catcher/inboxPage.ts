import type { CaughtMessage } from './messageStore.ts';

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}
iframe{width:100%;height:32rem;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>
</head><body>${body}</body></html>`;
}

/** The inbox: newest message first, each a link to its page. */
export function inboxPage(messages: CaughtMessage[], received: number): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${esc(new Date(m.receivedAt).toLocaleString('en-GB'))}</td><td>${esc(m.to.join(', '))}</td>` +
        `<td><a href="/messages/${m.id}">${esc(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Local mail inbox',
    `<main><h1>Local mail inbox</h1>
<p>Every e-mail the local backend sent (${received} since start; the newest ${messages.length} kept). JSON: <a href="/api/messages">/api/messages</a>.</p>
<form method="post" action="/clear"><button type="submit">Delete all</button></form>
<table><caption>Messages</caption><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}</tbody></table></main>`,
  );
}

/** One message: headers, its HTML in a sandboxed frame (no scripts, no same origin), and its text. */
export function messagePage(message: CaughtMessage): string {
  const headers = Object.entries(message.headers)
    .map(([name, value]) => `<tr><th scope="row">${esc(name)}</th><td>${esc(value)}</td></tr>`)
    .join('');
  return page(
    message.subject,
    `<main><p><a href="/">← Inbox</a></p><h1>${esc(message.subject || '(no subject)')}</h1>
<table><caption>Headers</caption><tbody>${headers}</tbody></table>
<h2>HTML</h2><iframe title="HTML version" sandbox="" srcdoc="${esc(message.html)}"></iframe>
<h2>Plain text</h2><pre>${esc(message.text)}</pre></main>`,
  );
}
