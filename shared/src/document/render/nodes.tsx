import type { ComponentType } from 'react';
import type { DocumentNode } from '../types.ts';
import { useDocumentSettings } from './context.ts';
import { DocumentImage } from './DocumentImage.tsx';
import { EmbedFacade } from './EmbedFacade.tsx';
import { HardBreak, TextNode } from './inline.tsx';
import { RelatedStory } from './RelatedStory.tsx';

type NodeProps = { node: DocumentNode };

const children = (node: DocumentNode) => (Array.isArray(node.content) ? node.content : []);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** A node's children, each by its own component. */
export function NodeChildren({ node }: NodeProps) {
  return (
    <>
      {children(node).map((child, index) => (
        <DocumentNodeView key={index} node={child} />
      ))}
    </>
  );
}

function Paragraph({ node }: NodeProps) {
  if (children(node).length === 0) return null;
  return (
    <p>
      <NodeChildren node={node} />
    </p>
  );
}

function Heading({ node }: NodeProps) {
  const { headingIds } = useDocumentSettings();
  const Tag = node.attrs?.level === 3 ? 'h3' : 'h2';
  return (
    <Tag id={headingIds.get(node)}>
      <NodeChildren node={node} />
    </Tag>
  );
}

function BulletList({ node }: NodeProps) {
  return (
    <ul>
      <NodeChildren node={node} />
    </ul>
  );
}

function OrderedList({ node }: NodeProps) {
  const start = node.attrs?.start;
  return (
    <ol start={Number.isInteger(start) && (start as number) > 1 ? (start as number) : undefined}>
      <NodeChildren node={node} />
    </ol>
  );
}

function ListItem({ node }: NodeProps) {
  return (
    <li>
      <NodeChildren node={node} />
    </li>
  );
}

function Blockquote({ node }: NodeProps) {
  return (
    <blockquote>
      <NodeChildren node={node} />
    </blockquote>
  );
}

/** A quotation set apart for emphasis: it repeats the story's words, so it is an aside. */
function PullQuote({ node }: NodeProps) {
  const attribution = text(node.attrs?.attribution);
  return (
    <aside className="story-pull-quote">
      <blockquote>
        <p>
          <NodeChildren node={node} />
        </p>
      </blockquote>
      {attribution && <p className="story-pull-quote__attribution">— {attribution}</p>}
    </aside>
  );
}

function HorizontalRule() {
  return <hr />;
}

function FactBox({ node }: NodeProps) {
  const title = text(node.attrs?.title);
  return (
    <aside className="story-fact-box" aria-label={title ?? 'Key facts'}>
      {title && <p className="story-fact-box__title">{title}</p>}
      <NodeChildren node={node} />
    </aside>
  );
}

const span = (value: unknown) => (Number.isInteger(value) && (value as number) > 1 ? (value as number) : undefined);

function TableCell({ node }: NodeProps) {
  const Tag = node.type === 'tableHeader' ? 'th' : 'td';
  return (
    <Tag colSpan={span(node.attrs?.colspan)} rowSpan={span(node.attrs?.rowspan)}>
      <NodeChildren node={node} />
    </Tag>
  );
}

function TableRow({ node }: NodeProps) {
  return (
    <tr>
      <NodeChildren node={node} />
    </tr>
  );
}

/** A table; a first row of header cells becomes its head. */
function Table({ node }: NodeProps) {
  const rows = children(node);
  const headed = rows.length > 1 && children(rows[0]).every((cell) => cell.type === 'tableHeader');
  const body = headed ? rows.slice(1) : rows;
  return (
    <div className="story-table">
      <table>
        {headed && (
          <thead>
            <TableRow node={rows[0]} />
          </thead>
        )}
        <tbody>
          {body.map((row, index) => (
            <DocumentNodeView key={index} node={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One component per node type; a type not listed (unknown, or a `doc` inside a document) renders nothing. */
const NODE_VIEWS: Partial<Record<string, ComponentType<NodeProps>>> = {
  paragraph: Paragraph,
  heading: Heading,
  bulletList: BulletList,
  orderedList: OrderedList,
  listItem: ListItem,
  blockquote: Blockquote,
  pullQuote: PullQuote,
  horizontalRule: HorizontalRule,
  hardBreak: HardBreak,
  text: TextNode,
  image: DocumentImage,
  embed: EmbedFacade,
  factBox: FactBox,
  relatedStory: RelatedStory,
  table: Table,
  tableRow: TableRow,
  tableHeader: TableCell,
  tableCell: TableCell,
};

export function DocumentNodeView({ node }: NodeProps) {
  const View =
    node && typeof node.type === 'string' && Object.hasOwn(NODE_VIEWS, node.type) ? NODE_VIEWS[node.type] : undefined;
  return View ? <View node={node} /> : null;
}
