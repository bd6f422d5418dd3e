/**
 * Hostile and edge-case story documents (issue 48's "Bad input"), each with the reason the schema
 * module and the database both give. storyDocuments.test.ts runs every one through validate.ts, the
 * database's check, and an editor's supabase-js insert.
 */
type Node = Record<string, unknown>;

export interface DocumentFixture {
  name: string;
  /** The body as a value, or `json`: its text, when JavaScript cannot serialise it (see deepList). */
  document?: unknown;
  json?: string;
  /** validate.ts's and the database's reason; null: a valid document. */
  reason: string | null;
  /** What refuses it through the API when that is not the database's check (the REST layer, PostgreSQL's JSON input). */
  api?: { status: number; message: RegExp };
  /**
   * Not sent to the database as jsonb by the direct checks: 'unstorable' (PostgreSQL's JSON input
   * refuses it), 'too deep to parse' (PostgreSQL stops at its stack limit, PGlite parses for minutes;
   * the API's 64-level limit refuses it long before).
   */
  database?: 'unstorable' | 'too deep to parse';
}

const doc = (...content: Node[]): Node => ({ type: 'doc', content });
const text = (value: string, marks?: Node[]): Node =>
  marks ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const paragraph = (...content: Node[]): Node => ({ type: 'paragraph', content });
const link = (href: unknown, extra: Node = {}): Node => ({ type: 'link', attrs: { href, ...extra } });
const linked = (href: unknown) => doc(paragraph(text('Read the report', [link(href)])));
const image = (attrs: Node): Node => ({
  type: 'image',
  attrs: { src: 'blog-images/stories/a.jpg', alt: 'A bus', ...attrs },
});
const embed = (provider: string, url: string): Node => ({ type: 'embed', attrs: { provider, url } });

const HREF = 'content[0].content[0].marks[0].attrs.href: must be an http(s) or mailto link or a path on this site';
const PROVIDERS = 'youtube, vimeo, x, instagram, tiktok, spotify, soundcloud';

/** A fixture's body as JSON text. */
export const fixtureJson = (fixture: DocumentFixture): string => fixture.json ?? JSON.stringify(fixture.document);

/** A fixture's body as a value. */
export const fixtureValue = (fixture: DocumentFixture): unknown =>
  fixture.json === undefined ? fixture.document : JSON.parse(fixture.json);

/** A list nested `depth` lists deep around one paragraph, as JSON text (no stack holds a value this deep). */
export function deepList(depth: number): string {
  const open = '{"type":"bulletList","content":[{"type":"listItem","content":['.repeat(depth);
  const close = ']}]}'.repeat(depth);
  return `{"type":"doc","content":[${open}{"type":"paragraph","content":[{"type":"text","text":"deep"}]}${close}]}`;
}

/** A paragraph nested `lists` lists deep: depth 2 × lists + 2 for its text. */
function nestedList(lists: number): Node {
  let node: Node = paragraph(text('deep'));
  for (let i = 0; i < lists; i += 1) node = { type: 'bulletList', content: [{ type: 'listItem', content: [node] }] };
  return doc(node);
}

export const DOCUMENT_FIXTURES: DocumentFixture[] = [
  {
    name: 'a script node',
    document: doc({ type: 'script', content: [text('alert(1)')] }),
    reason: 'content[0]: unknown node "script"',
  },
  {
    name: 'an iframe node',
    document: doc(paragraph(text('x')), { type: 'iframe', attrs: { src: 'https://evil.example' } }),
    reason: 'content[1]: unknown node "iframe"',
  },
  { name: 'a javascript: link', document: linked('javascript:alert(1)'), reason: HREF },
  {
    name: 'a javascript: link in mixed case behind spaces and a tab',
    document: linked(' JaVa\tScRiPt:alert(1)'),
    reason: HREF,
  },
  { name: 'a javascript: link spelled with an entity', document: linked('javascript&#58;alert(1)'), reason: HREF },
  { name: 'a data:text/html link', document: linked('data:text/html,<script>alert(1)</script>'), reason: HREF },
  { name: 'a vbscript: link', document: linked('vbscript:msgbox(1)'), reason: HREF },
  { name: 'a protocol-relative link', document: linked('//evil.example/x'), reason: HREF },
  { name: 'a path that browsers read as another host', document: linked('/\\evil.example'), reason: HREF },
  {
    name: 'a link without href',
    document: doc(paragraph(text('x', [{ type: 'link', attrs: {} }]))),
    reason: 'content[0].content[0].marks[0].attrs.href: required',
  },
  {
    name: 'an onclick attribute',
    document: doc({ type: 'paragraph', attrs: { onclick: 'alert(1)' }, content: [text('x')] }),
    reason: 'content[0].attrs.onclick: unknown attribute of "paragraph"',
  },
  {
    name: 'a style attribute on a link',
    document: doc(paragraph(text('x', [link('https://example.org', { style: 'position:fixed' })]))),
    reason: 'content[0].content[0].marks[0].attrs.style: unknown attribute of "link"',
  },
  {
    name: 'an unknown embed provider',
    document: doc(embed('myspace', 'https://myspace.com/x')),
    reason: `content[0].attrs.provider: must be one of ${PROVIDERS}`,
  },
  {
    name: "an embed URL that is not the provider's",
    document: doc(embed('youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ')),
    reason: 'content[0].attrs.url: must be a canonical YouTube URL',
  },
  {
    name: 'a heading of level 1',
    document: doc({ type: 'heading', attrs: { level: 1 }, content: [text('Title')] }),
    reason: 'content[0].attrs.level: must be an integer from 2 to 3',
  },
  {
    name: 'lists nested past the limit',
    document: nestedList(5),
    reason:
      'content[0].content[0].content[0].content[0].content[0].content[0].content[0].content[0].content[0].content[0].content[0]: nested more than 10 levels deep',
  },
  {
    name: 'lists nested 1,000 deep',
    json: deepList(1_000),
    reason:
      'content[0].content[0].content[0].content[0].content[0].content[0].content[0].content[0].content[0].content[0].content[0]: nested more than 10 levels deep',
    api: { status: 400, message: /exceeded max depth/ },
  },
  // 660 KB: its size is the first thing wrong with it.
  {
    name: 'lists nested 10,000 deep',
    json: deepList(10_000),
    reason: 'document: more than 262144 bytes of JSON',
    api: { status: 400, message: /exceeded max depth/ },
    database: 'too deep to parse',
  },
  {
    name: 'a lone surrogate',
    document: doc(paragraph(text('broken \uD800 text'))),
    reason: 'content[0].content[0].text: contains a lone surrogate or a NUL character',
    api: { status: 400, message: /invalid input syntax for type json|surrogate/i },
    database: 'unstorable',
  },
  {
    name: 'a bidi override in link text',
    document: doc(paragraph(text('\u202Egro.elpmaxe', [link('https://evil.example')]))),
    reason: 'content[0].content[0].text: bidi control characters in link text',
  },
  {
    name: 'a vertical tab pasted from a word processor',
    document: doc(paragraph(text('Line\u000Bbreak'))),
    reason: 'content[0].content[0].text: contains a control character',
  },
  {
    name: 'a bidi isolate in an image caption',
    document: doc(image({ caption: 'Photo \u2066by\u2069 us' })),
    reason: 'content[0].attrs.caption: must not contain control or bidi characters',
  },
  {
    name: 'an image without alt text',
    document: doc({ type: 'image', attrs: { src: 'blog-images/stories/a.jpg' } }),
    reason: 'content[0].attrs.alt: required',
  },
  {
    name: 'an image from a data: URL',
    document: doc(image({ src: 'data:image/svg+xml,<svg onload=alert(1)>' })),
    reason: 'content[0].attrs.src: must be a blog-images path or an https URL',
  },
  {
    name: 'a related story that is no uuid',
    document: doc({ type: 'relatedStory', attrs: { storyId: "1' or '1'='1" } }),
    reason: 'content[0].attrs.storyId: must be a uuid',
  },
  {
    name: 'marks in a pull quote',
    document: doc({ type: 'pullQuote', content: [text('Quoted', [{ type: 'bold' }])] }),
    reason: 'content[0].content[0].marks[0]: marks are not allowed inside "pullQuote"',
  },
  {
    name: 'an unknown mark',
    document: doc(paragraph(text('x', [{ type: 'font', attrs: { color: 'red' } }]))),
    reason: 'content[0].content[0].marks[0]: unknown mark "font"',
  },
  {
    name: 'text on a paragraph',
    document: doc({ type: 'paragraph', text: '<img src=x onerror=alert(1)>' }),
    reason: 'content[0]: "paragraph" cannot have "text"',
  },
  {
    name: 'an empty list',
    document: doc({ type: 'bulletList', content: [] }),
    reason: 'content[0]: must contain at least 1 node',
  },
  {
    name: 'a root that is no document',
    document: paragraph(text('x')),
    reason: 'document: the top node must be "doc"',
  },
  { name: 'a string instead of a document', document: '<script>alert(1)</script>', reason: 'document: not a node' },
  // Arrays where an item belongs: SQL/JSON paths in lax mode unwrap them, so the quick check must not pass them (decision 177).
  { name: 'a list of documents instead of one', document: [doc(paragraph(text('x')))], reason: 'document: not a node' },
  {
    name: 'a list where a node belongs',
    document: doc([paragraph(text('x'))] as unknown as Node),
    reason: 'content[0]: not a node',
  },
  {
    name: 'a list where a mark belongs',
    document: doc(paragraph(text('x', [[{ type: 'bold' }]] as unknown as Node[]))),
    reason: 'content[0].content[0].marks[0]: not a mark',
  },
  {
    name: 'a list inside a list of column widths',
    document: doc({
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [{ type: 'tableCell', attrs: { colwidth: [100, [200]] }, content: [paragraph(text('x'))] }],
        },
      ],
    }),
    reason: 'content[0].content[0].content[0].attrs.colwidth: must be a list of 1 to 20 integers from 0 to 10000',
  },
  {
    name: 'more than 100,000 characters of text',
    document: doc(paragraph(text('x'.repeat(100_001)))),
    reason: 'document: more than 100000 characters of text',
  },
  {
    name: 'a 10 MB body',
    document: doc(...Array.from({ length: 1000 }, () => paragraph(text('y'.repeat(9_900))))),
    reason: 'document: more than 262144 bytes of JSON',
  },
  // Accepted.
  {
    name: 'a related story that does not exist (rendered as nothing)',
    document: doc(paragraph(text('See also')), {
      type: 'relatedStory',
      attrs: { storyId: '0b9f4a56-1c1e-4b51-8a0c-5d7f3f2a9e11' },
    }),
    reason: null,
  },
  {
    name: 'brackets after a comma in text, as the JSON of a list inside a list prints',
    document: doc(paragraph(text('He said, [the mayor] agreed [[sic]]'))),
    reason: null,
  },
  {
    name: 'keys ProseMirror ignores',
    document: { type: 'doc', content: [{ type: 'paragraph', content: [text('x')], style: 'color:red' }], version: 2 },
    reason: null,
  },
  {
    name: 'every node and mark',
    document: doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Key facts', [{ type: 'italic' }])] },
      paragraph(
        text('Bold', [{ type: 'bold' }]),
        { type: 'hardBreak' },
        text('struck', [{ type: 'strike' }]),
        text(' sponsored', [link('https://shop.example/', { sponsored: true })]),
        text(' mail', [link('mailto:desk@example.org')]),
        text(' site', [link('/story/0b9f4a56-1c1e-4b51-8a0c-5d7f3f2a9e11#key-facts')]),
      ),
      {
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [
              paragraph(text('One')),
              {
                type: 'orderedList',
                attrs: { start: 3 },
                content: [{ type: 'listItem', content: [paragraph(text('Three'))] }],
              },
            ],
          },
        ],
      },
      { type: 'blockquote', content: [paragraph(text('Quoted'))] },
      { type: 'pullQuote', attrs: { attribution: 'A nurse' }, content: [text('Before eight')] },
      { type: 'horizontalRule' },
      image({ caption: 'Morning traffic', credit: 'Farai Chikore', focalX: 50, focalY: 40 }),
      image({ src: 'https://images.example/photo.jpg?w=800', caption: null }),
      embed('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
      embed('x', 'https://x.com/chronicle/status/1790000000000000000'),
      {
        type: 'factBox',
        attrs: { title: 'In numbers' },
        content: [{ type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Six weeks'))] }] }],
      },
      {
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              {
                type: 'tableHeader',
                attrs: { colspan: 1, rowspan: 1, colwidth: null },
                content: [paragraph(text('Route'))],
              },
            ],
          },
          {
            type: 'tableRow',
            content: [
              {
                type: 'tableCell',
                attrs: { colspan: 1, rowspan: 1, colwidth: [120] },
                content: [paragraph(text('Seke Road'))],
              },
            ],
          },
        ],
      },
    ),
    reason: null,
  },
];
