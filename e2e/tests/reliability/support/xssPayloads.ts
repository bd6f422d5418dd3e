/**
 * Stored-XSS payloads after the OWASP XSS Filter Evasion Cheat Sheet and the usual context breakers
 * (attribute, script, JSON-in-HTML, template). Every one that executes calls alert('xss…'), which
 * the spec's hook records.
 */
export const XSS_PAYLOADS: readonly string[] = [
  `<script>alert('xss1')</script>`,
  `<img src=x onerror=alert('xss2')>`,
  `<svg onload=alert('xss3')>`,
  `<svg><script>alert('xss4')</script></svg>`,
  `<body onload=alert('xss5')>`,
  `<iframe src="javascript:alert('xss6')"></iframe>`,
  `<a href="javascript:alert('xss7')">click me</a>`,
  `"><script>alert('xss8')</script>`,
  `'><img src=x onerror=alert('xss9')>`,
  `</script><script>alert('xss10')</script>`,
  `</title><script>alert('xss11')</script>`,
  `</textarea><script>alert('xss12')</script>`,
  `<IMG SRC=JaVaScRiPt:alert('xss13')>`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert('xss14')>`,
  `<img src="x" onerror="&#x61;lert('xss15')">`,
  `<details open ontoggle=alert('xss16')>`,
  `<input autofocus onfocus=alert('xss17')>`,
  `<video><source onerror=alert('xss18')></video>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert('xss19')>`,
  `<object data="javascript:alert('xss20')"></object>`,
  `<embed src="data:text/html,<script>alert('xss21')</script>">`,
  `<form action="javascript:alert('xss22')"><button>go</button></form>`,
  `<div style="background:url(javascript:alert('xss23'))">x</div>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('xss24')">`,
  `<base href="javascript:alert('xss25')//">`,
  '${alert(`xss26`)}',
  `{{constructor.constructor('alert("xss27")')()}}`,
  `{"headline":"</script><script>alert('xss28')</script>"}`,
  `<!--<img src="--><img src=x onerror=alert('xss29')//">`,
  `<scr<script>ipt>alert('xss30')</scr</script>ipt>`,
  `<a href="  javascript:alert('xss31')">x</a>`,
  `<svg><a xlink:href="javascript:alert('xss32')"><text x="20" y="20">x</text></a></svg>`,
  `javascript:alert('xss33')`,
  `<noscript><p title="</noscript><img src=x onerror=alert('xss34')>">`,
  `\u2028<script>alert('xss35')</script>\u2029`,
];

/** URLs that must never become an href/src: script schemes, data documents, obfuscated variants. */
export const HOSTILE_URLS: readonly string[] = [
  `javascript:alert('xss-url1')`,
  `JaVaScRiPt:alert('xss-url2')`,
  ` javascript:alert('xss-url3')`,
  `java\tscript:alert('xss-url4')`,
  `data:text/html,<script>alert('xss-url5')</script>`,
  `vbscript:msgbox('xss-url6')`,
  `javascript://%0aalert('xss-url7')`,
  `&#106;avascript:alert('xss-url8')`,
  `\u0001javascript:alert('xss-url9')`,
  `data:image/svg+xml,<svg onload=alert('xss-url10')>`,
];

/** Splits the payloads into strings no longer than `limit` characters (short text columns). */
export function payloadChunks(limit: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const payload of XSS_PAYLOADS) {
    const piece = payload.slice(0, limit);
    if (current && current.length + piece.length + 1 > limit) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${piece}` : piece;
  }
  if (current) chunks.push(current);
  return chunks;
}

export const ALL_PAYLOADS = XSS_PAYLOADS.join('\n\n');
