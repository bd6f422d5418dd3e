import { MARKS, NODES, PATTERNS, PROFILES, type ProfileName } from '@newsroom/shared/document';
import type { AnyExtension } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Heading, type Level } from '@tiptap/extension-heading';
import { Link } from '@tiptap/extension-link';
import { ListItem, OrderedList } from '@tiptap/extension-list';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { StarterKit } from '@tiptap/starter-kit';
import { contentExpression, keepSchemaAttributes } from './schemaAttributes.ts';
import { StoryEmbed, StoryFactBox, StoryImage, StoryPullQuote, StoryRelatedStory } from './storyNodes.ts';

const HREF = new RegExp(PATTERNS.href.regex);
/** Whether the schema takes `href` as a link (http(s), mailto, a path on this site). */
export const isSchemaHref = (href: string) => href.length <= MARKS.link.attrs.href.maxLength && HREF.test(href);

const { min: MIN_LEVEL, max: MAX_LEVEL } = NODES.heading.attrs.level;
const LEVELS = Array.from({ length: MAX_LEVEL - MIN_LEVEL + 1 }, (_, index) => (MIN_LEVEL + index) as Level);

/** Headings of the schema's levels; a pasted h1 becomes the highest, h4 to h6 the lowest. */
const StoryHeading = Heading.extend({
  addAttributes: () => ({ level: { default: MIN_LEVEL, rendered: false } }),
  parseHTML: () => [
    { tag: 'h1', attrs: { level: MIN_LEVEL } },
    ...[2, 3, 4, 5, 6].map((level) => ({
      tag: `h${level}`,
      attrs: { level: Math.min(Math.max(level, MIN_LEVEL), MAX_LEVEL) },
    })),
  ],
}).configure({ levels: LEVELS });

/** Ordered lists keep only where they start (Tiptap 3 also writes a numbering `type`). */
const StoryOrderedList = OrderedList.extend({
  addAttributes() {
    return keepSchemaAttributes(this.parent?.(), 'orderedList');
  },
});

/** A link holds its address and whether it is sponsored, nothing else (no target, rel, class or title). */
const StoryLink = Link.extend({
  inclusive: false,
  addAttributes: () => ({
    href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') },
    sponsored: {
      default: null,
      parseHTML: (element: HTMLElement) =>
        (element.getAttribute('rel') ?? '').split(/\s+/).includes('sponsored') ? true : null,
      renderHTML: (attributes: Record<string, unknown>) => (attributes.sponsored ? { rel: 'sponsored' } : {}),
    },
  }),
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isSchemaHref(url),
  shouldAutoLink: (url) => isSchemaHref(url),
});

export interface StoryExtensionOptions {
  placeholder?: string;
  /** The kind of document (schema.ts PROFILES): a live post or a caption gets only its nodes and marks. */
  profile?: ProfileName;
  /** ProseMirror's own undo history; off when co-editing, where Yjs's undo manager takes its place. */
  undoRedo?: boolean;
}

const SCHEMA_NAMES = new Set<string>([...Object.keys(NODES), ...Object.keys(MARKS)]);

/**
 * The editor's extensions, configured from shared/src/document/schema.ts so that the editor writes
 * exactly the schema's nodes, marks and attributes (decision 165). Whatever the schema does not name
 * is off: ProseMirror's parser then drops it from pastes too.
 */
export function storyExtensions({
  placeholder = '',
  profile = 'story',
  undoRedo = true,
}: StoryExtensionOptions = {}): AnyExtension[] {
  const allowed = new Set<string>([...PROFILES[profile].nodes, ...PROFILES[profile].marks]);
  // StarterKit's schema parts the profile leaves out are off; its others (code, underline) always are.
  const when = (name: string) => (allowed.has(name) ? {} : false);
  const extensions = [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      underline: false,
      heading: false,
      blockquote: false,
      orderedList: false,
      listItem: false,
      link: false,
      bold: when('bold'),
      italic: when('italic'),
      strike: when('strike'),
      bulletList: when('bulletList'),
      horizontalRule: when('horizontalRule'),
      ...(!undoRedo && { undoRedo: false as const }),
    }),
    StoryHeading,
    // Children as the schema allows them: Tiptap's defaults take any block (a heading in a list).
    Blockquote.extend({ content: contentExpression('blockquote') }),
    StoryOrderedList,
    ListItem.extend({ content: contentExpression('listItem') }),
    StoryLink,
    Table.configure({ resizable: false }),
    TableRow,
    // Tiptap's cells also write `align`: only colspan, rowspan and colwidth are the schema's.
    TableHeader.extend({
      content: contentExpression('tableHeader'),
      addAttributes() {
        return keepSchemaAttributes(this.parent?.(), 'tableHeader');
      },
    }),
    TableCell.extend({
      content: contentExpression('tableCell'),
      addAttributes() {
        return keepSchemaAttributes(this.parent?.(), 'tableCell');
      },
    }),
    StoryImage,
    StoryEmbed,
    StoryPullQuote,
    StoryFactBox,
    StoryRelatedStory,
    Placeholder.configure({ placeholder }),
  ];
  return extensions.filter((extension) => !SCHEMA_NAMES.has(extension.name) || allowed.has(extension.name));
}
