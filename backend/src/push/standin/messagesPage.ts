import type { PushMessage, PushStats } from './messageStore.ts';

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function row(message: PushMessage): string {
  const cells = [
    new Date(message.receivedAt).toLocaleString('en-GB'),
    message.subscription,
    message.urgency,
    message.topic ?? '',
    String(message.ttl),
    message.delivered ? 'yes' : 'no',
  ];
  return `<tr>${cells.map((cell) => `<td>${esc(cell)}</td>`).join('')}<td><pre>${esc(message.text)}</pre></td></tr>`;
}

/** The stand-in's page: every push it accepted, decrypted, newest first. */
export function messagesPage(messages: PushMessage[], stats: PushStats, subscriptions: number): string {
  const rows = messages.map(row).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local push service</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.4rem;border-bottom:1px solid #ddd}
pre{white-space:pre-wrap;margin:0}</style>
</head><body><main><h1>Local push service</h1>
<p>Every Web Push the local backend sent, decrypted with its subscription's keys (${stats.received} since start,
${stats.stored} kept, the newest ${messages.length} shown; ${subscriptions} subscriptions). JSON: <a href="/api/messages">/api/messages</a>.</p>
<form method="post" action="/clear"><button type="submit">Delete all</button></form>
<table><caption>Messages</caption><thead><tr><th scope="col">Received</th><th scope="col">Subscription</th>
<th scope="col">Urgency</th><th scope="col">Topic</th><th scope="col">TTL</th><th scope="col">Delivered</th><th scope="col">Text</th></tr></thead>
<tbody>${rows || '<tr><td colspan="7">No pushes yet.</td></tr>'}</tbody></table></main></body></html>`;
}
