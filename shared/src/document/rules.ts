import {
  EMBED_PROVIDERS,
  LIMITS,
  MARKS,
  NODES,
  PATTERNS,
  PROFILES,
  type AttributeRule,
  type NodeRule,
} from './schema.ts';

/**
 * schema.ts as rows, one list per rule table of the database's validator (private.story_document_*,
 * migration 20261130150000): backend/test/schema/storyDocuments.test.ts compares the two, so the
 * database and this module cannot drift apart.
 */
export interface DocumentRules {
  nodes: { name: string; min_content: number; marks: boolean; inline: boolean }[];
  children: { parent: string; child: string }[];
  marks: { name: string }[];
  patterns: { name: string; regex: string; problem: string }[];
  providers: { name: string; label: string; pattern: string }[];
  attributes: {
    owner: string;
    name: string;
    kind: AttributeRule['kind'];
    required: boolean;
    min: number | null;
    max: number | null;
    max_items: number | null;
    pattern: string | null;
    choices: string[] | null;
  }[];
  profiles: { profile: string; element: string }[];
  limits: { name: string; value: number }[];
}

function attributeRow(owner: string, name: string, rule: AttributeRule): DocumentRules['attributes'][number] {
  const bounds =
    rule.kind === 'integer' || rule.kind === 'widths'
      ? { min: rule.min, max: rule.max }
      : rule.kind === 'text'
        ? { min: rule.minLength, max: rule.maxLength }
        : rule.kind === 'pattern' || rule.kind === 'embedUrl'
          ? { min: null, max: rule.maxLength }
          : { min: null, max: null };
  return {
    owner,
    name,
    kind: rule.kind,
    required: rule.required === true,
    ...bounds,
    max_items: rule.kind === 'widths' ? rule.maxItems : null,
    pattern: rule.kind === 'pattern' ? rule.pattern : null,
    choices: rule.kind === 'choice' ? [...rule.choices] : null,
  };
}

const attributeRows = (owner: string, attrs: Readonly<Record<string, AttributeRule>> = {}) =>
  Object.entries(attrs).map(([name, rule]) => attributeRow(owner, name, rule));

/** The rows the migration inserts, in a stable order. */
export function documentRules(): DocumentRules {
  const nodes = Object.entries(NODES as Record<string, NodeRule>);
  return {
    nodes: nodes.map(([name, rule]) => ({
      name,
      min_content: rule.minContent ?? 0,
      marks: rule.marks === true,
      inline: rule.inline === true,
    })),
    children: nodes.flatMap(([parent, rule]) => (rule.content ?? []).map((child) => ({ parent, child }))),
    marks: Object.keys(MARKS).map((name) => ({ name })),
    patterns: Object.entries(PATTERNS).map(([name, { regex, problem }]) => ({ name, regex, problem })),
    providers: Object.entries(EMBED_PROVIDERS).map(([name, { label, pattern }]) => ({ name, label, pattern })),
    attributes: [
      ...nodes.flatMap(([name, rule]) => attributeRows(name, rule.attrs)),
      ...Object.entries(MARKS).flatMap(([name, mark]) =>
        attributeRows(name, (mark as { attrs?: Readonly<Record<string, AttributeRule>> }).attrs),
      ),
    ],
    profiles: Object.entries(PROFILES).flatMap(([profile, { nodes: names, marks }]) =>
      [...names, ...marks].map((element) => ({ profile, element })),
    ),
    limits: Object.entries(LIMITS).map(([name, value]) => ({ name, value })),
  };
}
