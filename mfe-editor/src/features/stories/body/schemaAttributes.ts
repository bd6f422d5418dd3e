import type { Attributes } from '@tiptap/core';
import { NODES, type AttributeRule, type NodeName, type NodeRule } from '@newsroom/shared/document';

/** The schema's HTML name of an attribute: `data-focal-x` for `focalX`. */
const dataName = (name: string) => `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** An attribute's value read back from its data- attribute (copy and paste inside the editor). */
function parseValue(rule: AttributeRule, raw: string | null): unknown {
  if (raw === null) return null;
  if (rule.kind === 'integer') return Number.isInteger(Number(raw)) ? Number(raw) : null;
  if (rule.kind === 'boolean') return raw === 'true';
  return raw;
}

/**
 * Tiptap attributes for exactly the attributes the schema gives a node: each defaults to null,
 * lives in a data- attribute in the editor's HTML, and nothing else is written into the JSON.
 */
export function schemaAttributes(rules: Readonly<Record<string, AttributeRule>> | undefined): Attributes {
  return Object.fromEntries(
    Object.entries(rules ?? {}).map(([name, rule]) => [
      name,
      {
        default: null,
        parseHTML: (element: HTMLElement) => parseValue(rule, element.getAttribute(dataName(name))),
        renderHTML: (attributes: Record<string, unknown>) =>
          attributes[name] === null || attributes[name] === undefined
            ? {}
            : { [dataName(name)]: String(attributes[name]) },
      },
    ]),
  );
}

/** The attributes of a node of the schema (NODES[name].attrs). */
export const nodeAttributes = (name: NodeName) => schemaAttributes((NODES[name] as NodeRule).attrs);

/**
 * A ProseMirror content expression for what the schema lets a node hold: `(paragraph|bulletList)+`.
 * A node that needs a child gets `+`; a list item starts with its paragraph, as Tiptap's commands expect.
 */
export function contentExpression(name: NodeName): string {
  const rule = NODES[name] as NodeRule;
  const children = rule.content ?? [];
  if (children.length === 0) return '';
  const choice = `(${children.join(' | ')})`;
  if (name === 'listItem') return `paragraph ${choice}*`;
  // The document always holds a block, so the writer has somewhere to type; an empty story is still valid.
  if (name === 'doc') return `${choice}+`;
  return `${choice}${rule.minContent ? '+' : '*'}`;
}

/** Of an extension's own attributes, only those the schema gives the node (Tiptap adds more by default). */
export function keepSchemaAttributes(own: Attributes | undefined, name: NodeName): Attributes {
  const allowed = Object.keys((NODES[name] as NodeRule).attrs ?? {});
  return Object.fromEntries(Object.entries(own ?? {}).filter(([key]) => allowed.includes(key)));
}
