import type { ReactNode } from 'react';
import type { DocumentMark, DocumentNode } from '../types.ts';
import { useDocumentSettings } from './context.ts';
import { absoluteUrl, safeHref } from './safeUrls.ts';

/** `children` inside one mark's element; an unknown mark (or an unsafe link) adds no element. */
function withMark(mark: DocumentMark, children: ReactNode, origin: string | null): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'strike':
      return <s>{children}</s>;
    case 'link': {
      const href = safeHref(mark.attrs?.href);
      if (!href) return children;
      const rel = mark.attrs?.sponsored === true ? 'noopener noreferrer sponsored' : 'noopener noreferrer';
      return (
        <a href={absoluteUrl(href, origin)} rel={rel}>
          {children}
        </a>
      );
    }
    default:
      return children;
  }
}

/** A text node: its text (React escapes it), inside its marks, the first mark outermost. */
export function TextNode({ node }: { node: DocumentNode }) {
  const { feedOrigin } = useDocumentSettings();
  if (typeof node.text !== 'string') return null;
  const marks = Array.isArray(node.marks) ? node.marks : [];
  return <>{marks.reduceRight<ReactNode>((inner, mark) => withMark(mark, inner, feedOrigin), node.text)}</>;
}

export function HardBreak() {
  return <br />;
}
