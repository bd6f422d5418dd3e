/**
 * The one definition of a story document (issue 48, decision 164): Tiptap 3's JSON
 * (`{"type":"doc","content":[…]}`) with Tiptap's node and mark names. Everything else reads this
 * data: the validator (validate.ts), the database's rule tables (checked against rules.ts by
 * backend/test/schema/storyDocuments.test.ts), the renderer and, later, the editor's extensions.
 * Product rules: docs/product/story-documents.md.
 */

/** What an attribute may hold. Every rule also accepts `null` when the attribute is optional. */
export type AttributeRule =
  | { kind: 'integer'; min: number; max: number; required?: boolean }
  /** Lengths count code points, without leading and trailing spaces; control and bidi characters are refused. */
  | { kind: 'text'; minLength: number; maxLength: number; required?: boolean }
  | { kind: 'boolean'; required?: boolean }
  | { kind: 'choice'; choices: readonly string[]; required?: boolean }
  /** A string of at most maxLength characters matching one of PATTERNS. */
  | { kind: 'pattern'; pattern: PatternName; maxLength: number; required?: boolean }
  /** The canonical URL of the provider named by the node's `provider` attribute (EMBED_PROVIDERS). */
  | { kind: 'embedUrl'; maxLength: number; required?: boolean }
  /** A list of 1 to maxItems integers from min to max (a table cell's column widths). */
  | { kind: 'widths'; min: number; max: number; maxItems: number; required?: boolean };

export interface NodeRule {
  attrs?: Readonly<Record<string, AttributeRule>>;
  /** The nodes it may contain (any order); none: a leaf. */
  content?: readonly string[];
  /** How many children it needs at least. */
  minContent?: number;
  /** Whether the text inside it may carry marks. */
  marks?: boolean;
  /** An inline node (text, hard break): it carries the marks, when its parent allows them. */
  inline?: boolean;
}

// Patterns: each must mean the same in JavaScript and in PostgreSQL's regular expressions (plain
// ASCII classes, groups and bounded repeats only), since the database runs these very strings.
const URL_CHARACTER = "[A-Za-z0-9._~:/?#@!$&'()*+,;=%-]";
const PATH_START = "[A-Za-z0-9._~:?#@!$&'()*+,;=%-]";
const HOST = '[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?';
const HTTPS_URL = `https://${HOST}([/?#]${URL_CHARACTER}*)?`;
const STORAGE_KEY = '[A-Za-z0-9_-][A-Za-z0-9._-]*';

/**
 * Named patterns, with the reason a value that misses one is refused. A link is http(s), mailto or
 * a path on this site (one `/`, never `//` or `/\`, which browsers read as another host); anything
 * else, `javascript:` in any case, spacing or entity spelling included, starts otherwise and fails.
 */
export const PATTERNS = {
  href: {
    regex: `^(https?://${HOST}([/?#]${URL_CHARACTER}*)?|mailto:${URL_CHARACTER}+|/(${PATH_START}${URL_CHARACTER}*)?)$`,
    problem: 'must be an http(s) or mailto link or a path on this site',
  },
  imageSource: {
    regex: `^(blog-images/${STORAGE_KEY}(/${STORAGE_KEY})*|${HTTPS_URL})$`,
    problem: 'must be a blog-images path or an https URL',
  },
  uuid: {
    regex: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$',
    problem: 'must be a uuid',
  },
  /** Found anywhere in a text attribute: C0 and C1 controls, bidi embeddings, overrides and isolates. */
  attributeText: {
    regex: '[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]',
    problem: 'must not contain control or bidi characters',
  },
  /**
   * Found anywhere in text: the C0 controls XML 1.0 forbids (tab, line feed and carriage return
   * aside) and U+FFFE/U+FFFF, which the database strips from every other text a feed shows.
   */
  controlText: {
    regex: '[\\u0001-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff]',
    problem: 'contains a control character',
  },
  /** Found anywhere in linked text: bidi embeddings, overrides and isolates, which can disguise a link. */
  linkText: { regex: '[\\u202a-\\u202e\\u2066-\\u2069]', problem: 'bidi control characters in link text' },
} as const;
export type PatternName = keyof typeof PATTERNS;

/**
 * The embed providers: the label readers see, and the canonical URL an embed stores (the editor
 * turns a pasted share link into it). Never HTML: the renderer builds the frame from the URL.
 */
export const EMBED_PROVIDERS = {
  youtube: { label: 'YouTube', pattern: '^https://www\\.youtube\\.com/watch\\?v=[A-Za-z0-9_-]{11}$' },
  vimeo: { label: 'Vimeo', pattern: '^https://vimeo\\.com/[0-9]{1,12}$' },
  x: { label: 'X', pattern: '^https://x\\.com/[A-Za-z0-9_]{1,15}/status/[0-9]{1,20}$' },
  instagram: { label: 'Instagram', pattern: '^https://www\\.instagram\\.com/(p|reel)/[A-Za-z0-9_-]{5,40}/$' },
  tiktok: { label: 'TikTok', pattern: '^https://www\\.tiktok\\.com/@[A-Za-z0-9_.]{2,24}/video/[0-9]{1,20}$' },
  spotify: {
    label: 'Spotify',
    pattern: '^https://open\\.spotify\\.com/(track|album|playlist|episode|show)/[A-Za-z0-9]{22}$',
  },
  soundcloud: {
    label: 'SoundCloud',
    pattern: '^https://soundcloud\\.com/[a-z0-9_-]{1,100}/(sets/)?[a-z0-9_-]{1,200}$',
  },
} as const;
export type EmbedProvider = keyof typeof EMBED_PROVIDERS;

const BLOCKS = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'pullQuote',
  'horizontalRule',
  'image',
  'embed',
  'factBox',
  'relatedStory',
  'table',
] as const;
const INLINE = ['text', 'hardBreak'] as const;
const LISTS = ['bulletList', 'orderedList'] as const;
const CELL = { colspan: { kind: 'integer', min: 1, max: 20 }, rowspan: { kind: 'integer', min: 1, max: 100 } } as const;
const CELL_ATTRIBUTES = { ...CELL, colwidth: { kind: 'widths', min: 0, max: 10_000, maxItems: 20 } } as const;

/** Every node, by Tiptap's name. */
export const NODES = {
  doc: { content: BLOCKS },
  paragraph: { content: INLINE, marks: true },
  heading: { attrs: { level: { kind: 'integer', min: 2, max: 3, required: true } }, content: INLINE, marks: true },
  bulletList: { content: ['listItem'], minContent: 1 },
  orderedList: { attrs: { start: { kind: 'integer', min: 1, max: 100_000 } }, content: ['listItem'], minContent: 1 },
  listItem: { content: ['paragraph', ...LISTS], minContent: 1 },
  blockquote: { content: ['paragraph', ...LISTS], minContent: 1 },
  pullQuote: { attrs: { attribution: { kind: 'text', minLength: 0, maxLength: 200 } }, content: INLINE },
  horizontalRule: {},
  hardBreak: { inline: true },
  text: { inline: true },
  image: {
    attrs: {
      src: { kind: 'pattern', pattern: 'imageSource', maxLength: 2048, required: true },
      alt: { kind: 'text', minLength: 1, maxLength: 300, required: true },
      caption: { kind: 'text', minLength: 0, maxLength: 500 },
      credit: { kind: 'text', minLength: 0, maxLength: 120 },
      focalX: { kind: 'integer', min: 0, max: 100 },
      focalY: { kind: 'integer', min: 0, max: 100 },
    },
  },
  embed: {
    attrs: {
      provider: { kind: 'choice', choices: Object.keys(EMBED_PROVIDERS), required: true },
      url: { kind: 'embedUrl', maxLength: 300, required: true },
    },
  },
  factBox: {
    attrs: { title: { kind: 'text', minLength: 0, maxLength: 120 } },
    content: ['paragraph', ...LISTS],
    minContent: 1,
  },
  relatedStory: { attrs: { storyId: { kind: 'pattern', pattern: 'uuid', maxLength: 36, required: true } } },
  table: { content: ['tableRow'], minContent: 1 },
  tableRow: { content: ['tableHeader', 'tableCell'], minContent: 1 },
  tableHeader: { attrs: CELL_ATTRIBUTES, content: ['paragraph'], minContent: 1 },
  tableCell: { attrs: CELL_ATTRIBUTES, content: ['paragraph'], minContent: 1 },
} as const satisfies Record<string, NodeRule>;
export type NodeName = keyof typeof NODES;

/** Every mark, by Tiptap's name, with its attributes. */
export const MARKS = {
  bold: {},
  italic: {},
  strike: {},
  link: {
    attrs: {
      href: { kind: 'pattern', pattern: 'href', maxLength: 2048, required: true },
      sponsored: { kind: 'boolean' },
    },
  },
} as const satisfies Record<string, { attrs?: Readonly<Record<string, AttributeRule>> }>;
export type MarkName = keyof typeof MARKS;

/** Which nodes and marks a kind of document may use: a story everything, a live-blog post or a caption a few. */
export const PROFILES = {
  story: { nodes: Object.keys(NODES) as NodeName[], marks: Object.keys(MARKS) as MarkName[] },
  livePost: {
    nodes: ['doc', 'paragraph', 'bulletList', 'orderedList', 'listItem', 'image', 'embed', 'hardBreak', 'text'],
    marks: ['link', 'bold', 'italic'],
  },
  caption: { nodes: ['doc', 'paragraph', 'hardBreak', 'text'], marks: ['link', 'bold', 'italic'] },
} as const satisfies Record<string, { nodes: readonly NodeName[]; marks: readonly MarkName[] }>;
export type ProfileName = keyof typeof PROFILES;

/**
 * Size limits: the JSON as PostgreSQL prints it (jsonbSize.ts), the plain text (plainText.ts, what
 * summary holds), and nesting. maxDepth counts nodes below the document (a top-level paragraph is 1, its text 2):
 * four levels of lists at the top (doc › list › item › … › paragraph › text is 10), or three inside
 * a quote or fact box. Its JSON is then about 24 levels deep, well inside the API's 64-level limit
 * on request bodies, and no walker (the browser's, the database's) recurses further.
 */
export const LIMITS = {
  maxJsonBytes: 262_144,
  maxTextCharacters: 100_000,
  maxDepth: 10,
} as const;

/** Nodes whose children are inline text: each is one block of the plain text (plainText.ts). */
export const TEXT_BLOCKS: readonly NodeName[] = (Object.keys(NODES) as NodeName[]).filter((name) =>
  ((NODES[name] as NodeRule).content ?? []).includes('text'),
);
