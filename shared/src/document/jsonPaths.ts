import {
  EMBED_PROVIDERS,
  LIMITS,
  MARKS,
  NODES,
  PATTERNS,
  PROFILES,
  type AttributeRule,
  type NodeName,
  type NodeRule,
  type ProfileName,
} from './schema.ts';

/**
 * schema.ts as SQL/JSON path predicates: the database's quick check of a document. The migration
 * (20261130150000) stores them in private.story_document_predicates and builds one path per nesting
 * level from them (levelPath); the rules test compares both with this module. A path checks every
 * node of one level in a single call inside PostgreSQL, several times faster than a walk over the
 * nodes as rows, so a valid document costs only these, and the walk that names the problem and its
 * place runs only for a document they flag. They flag everything the walk refuses (the fixtures
 * test checks every fixture both ways) but two, which the migration's SQL checks on the whole
 * document at once: the lengths of attribute values (a regular expression counting 2,048 characters
 * costs more than the whole walk) and control characters in text (one search of the JSON text
 * instead of one per text node).
 *
 * Paths run in lax mode, where a missing key is no error; lax mode also unwraps arrays, so every
 * value's `.type()` is checked before the value is compared.
 */
export interface DocumentPredicates {
  /** True for a sound "doc" node (the root). */
  root: string;
  /** True for a sound node of any other type, its children's types included. */
  node: string;
}

const literal = (value: string) => JSON.stringify(value);
// SQL/JSON paths have no true or false predicate: callers never pass an empty list.
const all = (parts: string[]) => `(${parts.join(' && ')})`;
const anyOf = (path: string, values: readonly string[]) =>
  `(${values.map((value) => `${path} == ${literal(value)}`).join(' || ')})`;
const absent = (path: string) => `(!exists(${path}) || ${path}.type() == "null")`;

function valueCheck(value: string, rule: AttributeRule, attrs: string): string {
  const string = `${value}.type() == "string"`;
  switch (rule.kind) {
    case 'integer':
      return all([
        `${value}.type() == "number"`,
        `${value}.floor() == ${value}`,
        `${value} >= ${rule.min}`,
        `${value} <= ${rule.max}`,
      ]);
    case 'boolean':
      return `${value}.type() == "boolean"`;
    case 'choice':
      return all([string, anyOf(value, rule.choices)]);
    case 'text': {
      if (rule.minLength > 1) throw new Error('the quick check knows text minimums of 0 and 1 only');
      const parts = [string, `!(${value} like_regex ${literal(PATTERNS.attributeText.regex)})`];
      if (rule.minLength === 1) parts.push(`${value} like_regex "[^ ]"`);
      return all(parts);
    }
    case 'pattern':
      return all([string, `${value} like_regex ${literal(PATTERNS[rule.pattern].regex)}`]);
    case 'embedUrl': {
      const providers = Object.entries(EMBED_PROVIDERS).map(([name, { pattern }]) =>
        all([`${attrs}.provider == ${literal(name)}`, `${value} like_regex ${literal(pattern)}`]),
      );
      return all([string, `${attrs}.provider.type() == "string"`, `(${providers.join(' || ')})`]);
    }
    case 'widths':
      return all([
        `${value}.type() == "array"`,
        `${value}.size() >= 1`,
        `${value}.size() <= ${rule.maxItems}`,
        `!exists(${value}[*] ? (!(@.type() == "number" && @.floor() == @ && @ >= ${rule.min} && @ <= ${rule.max})))`,
      ]);
  }
}

/** `owner.attrs` absent, or an object of the owner's attributes, each sound, the required ones there. */
function attrsCheck(owner: string, rules: Readonly<Record<string, AttributeRule>> = {}): string {
  const attrs = `${owner}.attrs`;
  const names = Object.keys(rules);
  if (names.length === 0) return `(!exists(${attrs}) || (${attrs}.type() == "object" && !exists(${attrs}.*)))`;
  const parts = [`${attrs}.type() == "object"`, `!exists(${attrs}.keyvalue() ? (!${anyOf('@.key', names)}))`];
  for (const [name, rule] of Object.entries(rules)) {
    const value = `${attrs}.${name}`;
    const check = valueCheck(value, rule, attrs);
    parts.push(rule.required ? `!${absent(value)} && ${check}` : `(${absent(value)} || ${check})`);
  }
  return Object.values(rules).some((rule) => rule.required) ? all(parts) : `(!exists(${attrs}) || ${all(parts)})`;
}

function markCheck(profile: ProfileName): string {
  const marks = PROFILES[profile].marks.map((name) =>
    all([
      `@.type == ${literal(name)}`,
      attrsCheck('@', (MARKS[name] as { attrs?: Record<string, AttributeRule> }).attrs),
    ]),
  );
  return all([`@.type() == "object"`, `@.type.type() == "string"`, `(${marks.join(' || ')})`]);
}

function blockCheck(rule: NodeRule, profile: ProfileName): string {
  const inProfile = PROFILES[profile].nodes as readonly string[];
  const children = (rule.content ?? []).filter((child) => inProfile.includes(child));
  const parts = ['!exists(@.text)', '!exists(@.marks)', `(!exists(@.content) || @.content.type() == "array")`];
  parts.push(
    children.length === 0
      ? '!exists(@.content[*])'
      : `!exists(@.content[*] ? (!(@.type.type() == "string" && ${anyOf('@.type', children)})))`,
  );
  if ((rule.minContent ?? 0) > 0) parts.push(`@.content.size() >= ${rule.minContent}`);
  if (!rule.marks) parts.push('!exists(@.content[*].marks[*])');
  return all(parts);
}

function inlineCheck(name: NodeName, profile: ProfileName): string {
  const parts = [
    '!exists(@.content)',
    `(!exists(@.marks) || @.marks.type() == "array")`,
    `!exists(@.marks[*] ? (!${markCheck(profile)}))`,
  ];
  if (name === 'text') {
    parts.push('@.text.type() == "string"', '!(@.text == "")');
    parts.push(`!(exists(@.marks[*] ? (@.type == "link")) && @.text like_regex ${literal(PATTERNS.linkText.regex)})`);
  } else parts.push('!exists(@.text)');
  return all(parts);
}

/** A sound node of type `name`, its type already known to be a string. */
function nodeCheck(name: NodeName, profile: ProfileName): string {
  const rule: NodeRule = NODES[name];
  const shape = rule.inline ? inlineCheck(name, profile) : blockCheck(rule, profile);
  return all([`@.type == ${literal(name)}`, attrsCheck('@', rule.attrs), shape]);
}

/** Most frequent first: a story is mostly text in paragraphs, and `||` stops at the first match. */
const FREQUENT: readonly NodeName[] = ['text', 'paragraph', 'hardBreak', 'listItem', 'heading'];

/** One node type per line: the migration stores these very strings, and a reader compares them by type. */
const soundNode = (checks: string[]) =>
  `(@.type() == "object" && @.type.type() == "string" && (\n  ${checks.join(' ||\n  ')}))`;

/** The quick check's predicates for a profile. */
export function documentPredicates(profile: ProfileName): DocumentPredicates {
  const names: NodeName[] = (PROFILES[profile].nodes as readonly NodeName[]).filter((name) => name !== 'doc');
  const ordered = [
    ...FREQUENT.filter((name) => names.includes(name)),
    ...names.filter((name) => !FREQUENT.includes(name)),
  ];
  return {
    root: soundNode([nodeCheck('doc', profile)]),
    node: soundNode(ordered.map((name) => nodeCheck(name, profile))),
  };
}

/** The path matching a node `depth` levels below the root (1: the root's children) that fails `predicate`. */
export function levelPath(depth: number, predicate: string): string {
  return `lax $${'.content[*]'.repeat(depth)} ? (!${predicate})`;
}

/** The path finding a node nested deeper than LIMITS.maxDepth. */
export const TOO_DEEP_PATH = `lax $${'.content[*]'.repeat(LIMITS.maxDepth + 1)}`;
