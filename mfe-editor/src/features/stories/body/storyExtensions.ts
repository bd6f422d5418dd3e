import { MARKS, NODES, PATTERNS, type MarkName } from '@newsroom/shared/document';
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

/** Marks the schema names; StarterKit's others (code, underline) are switched off below. */
const SCHEMA_MARKS = Object.keys(MARKS) as MarkName[];

export interface StoryExtensionOptions {
  placeholder?: string;
}

/**
 * The editor's extensions, configured from shared/src/document/schema.ts so that the editor writes
 * exactly the schema's nodes, marks and attributes (decision 165). Whatever the schema does not name
 * is off: ProseMirror's parser then drops it from pastes too.
 */
export function storyExtensions({ placeholder = '' }: StoryExtensionOptions = {}): AnyExtension[] {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      underline: false,
      heading: false,
      blockquote: false,
      orderedList: false,
      listItem: false,
      link: false,
      bold: SCHEMA_MARKS.includes('bold') ? {} : false,
      italic: SCHEMA_MARKS.includes('italic') ? {} : false,
      strike: SCHEMA_MARKS.includes('strike') ? {} : false,
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
}
