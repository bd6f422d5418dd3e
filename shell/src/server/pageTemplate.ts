/** The browser build's index.html, cut where the server puts the head tags and the page. */
export interface PageTemplate {
  /** From <!doctype> to just before </head>, without the build-time <title>. */
  head: string;
  /** From </head> through <div id="root">. */
  bodyStart: string;
  /** From the root's </div> to the end. */
  bodyEnd: string;
}

const ROOT = '<div id="root"></div>';

export function parsePageTemplate(html: string): PageTemplate {
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT);
  if (headEnd < 0 || root < headEnd) throw new Error('index.html has no </head> followed by <div id="root"></div>');
  const rootOpenEnd = root + ROOT.length - '</div>'.length;
  return {
    head: html.slice(0, headEnd).replace(/<title>[\s\S]*?<\/title>/, ''),
    bodyStart: html.slice(headEnd, rootOpenEnd),
    bodyEnd: html.slice(rootOpenEnd),
  };
}
