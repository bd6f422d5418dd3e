import { jsonbTextBytes } from './jsonbSize.ts';
import { plainText } from './plainText.ts';
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
import type { StoryDocument } from './types.ts';

/**
 * Why `value` is not a valid document of `profile`, naming where (`content[3].content[0]: unknown
 * node "script"`), or null when it is one. The first problem in document order, checked in the same
 * order and worded the same as the database's private.story_document_check(), so the editor can
 * tell the writer before saving what the database would answer.
 */
export function validateDocument(value: unknown, profile: ProfileName = 'story'): string | null {
  if (jsonbTextBytes(value) > LIMITS.maxJsonBytes) return `document: more than ${LIMITS.maxJsonBytes} bytes of JSON`;
  const problem = nodeProblem(value, { path: '', depth: 0, parent: null, profile });
  if (problem) return problem;
  if ([...plainText(value as StoryDocument)].length > LIMITS.maxTextCharacters)
    return `document: more than ${LIMITS.maxTextCharacters} characters of text`;
  return null;
}

type Node = Record<string, unknown>;
type Attributes = Readonly<Record<string, AttributeRule>>;

interface Place {
  path: string;
  depth: number;
  parent: NodeName | null;
  profile: ProfileName;
}

/** Compiled once each: the patterns are constants, and a long story runs them hundreds of times. */
const compiled = new Map<string, RegExp>();
function matches(regex: string, value: string): boolean {
  let compiledRegex = compiled.get(regex);
  if (!compiledRegex) compiled.set(regex, (compiledRegex = new RegExp(regex)));
  return compiledRegex.test(value);
}
/** What PostgreSQL cannot store in jsonb: a lone surrogate, a NUL. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string) => LONE_SURROGATE.test(text) || text.includes('\u0000');

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (object: object, key: string) => Object.hasOwn(object, key);
const join = (path: string, segment: string) => (path ? `${path}.${segment}` : segment);
const where = (path: string) => path || 'document';
/** Code point order, as PostgreSQL's "C" collation sorts. */
const sorted = (names: Iterable<string>) => [...names].sort();

function nodeProblem(value: unknown, place: Place): string | null {
  const at = where(place.path);
  if (place.depth > LIMITS.maxDepth) return `${at}: nested more than ${LIMITS.maxDepth} levels deep`;
  if (!isObject(value) || typeof value.type !== 'string') return `${at}: not a node`;
  const type = value.type;
  if (!has(NODES, type)) return `${at}: unknown node "${type}"`;
  const name = type as NodeName;
  const rule: NodeRule = NODES[name];
  if (!(PROFILES[place.profile].nodes as readonly string[]).includes(name))
    return `${at}: "${name}" is not allowed in a ${place.profile} document`;
  if (place.parent === null && name !== 'doc') return `${at}: the top node must be "doc"`;
  if (place.parent !== null && !((NODES[place.parent] as NodeRule).content ?? []).includes(name))
    return `${at}: "${name}" cannot be inside "${place.parent}"`;
  return (
    misplacedKeyProblem(value, name, rule, at) ??
    attributesProblem(value.attrs, rule.attrs ?? {}, name, place.path) ??
    marksProblem(value, place) ??
    textProblem(value, place.path) ??
    contentProblem(value, name, rule, place)
  );
}

/** The structural keys a node of this kind may not have; keys outside the five are ignored (as ProseMirror does). */
function misplacedKeys(name: NodeName, rule: NodeRule): readonly string[] {
  if (name === 'text') return ['content'];
  return rule.inline ? ['content', 'text'] : ['marks', 'text'];
}

function misplacedKeyProblem(node: Node, name: NodeName, rule: NodeRule, at: string): string | null {
  const misplaced = misplacedKeys(name, rule).find((key) => has(node, key));
  return misplaced === undefined ? null : `${at}: "${name}" cannot have "${misplaced}"`;
}

function attributesProblem(attrs: unknown, rules: Attributes, owner: string, path: string): string | null {
  if (attrs === undefined) attrs = {};
  const attrsPath = join(path, 'attrs');
  if (!isObject(attrs)) return `${attrsPath}: must be an object`;
  const names = sorted(new Set([...Object.keys(attrs), ...Object.keys(rules)]));
  for (const name of names) {
    const problem = attributeProblem(attrs, name, rules, owner);
    if (problem) return `${attrsPath}.${name}: ${problem}`;
  }
  return null;
}

function attributeProblem(attrs: Node, name: string, rules: Attributes, owner: string): string | null {
  if (!has(rules, name)) return `unknown attribute of "${owner}"`;
  const rule = rules[name];
  const value = has(attrs, name) ? attrs[name] : null;
  if (value === null || value === undefined) return rule.required ? 'required' : null;
  return valueProblem(value, rule, attrs);
}

/** Length without leading and trailing spaces, in code points (PostgreSQL's char_length of btrim). */
const trimmedLength = (text: string) => [...text.replace(/^ +| +$/g, '')].length;

function valueProblem(value: unknown, rule: AttributeRule, attrs: Node): string | null {
  switch (rule.kind) {
    case 'integer':
      return Number.isInteger(value) && (value as number) >= rule.min && (value as number) <= rule.max
        ? null
        : `must be an integer from ${rule.min} to ${rule.max}`;
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'choice':
      return typeof value === 'string' && rule.choices.includes(value)
        ? null
        : `must be one of ${rule.choices.join(', ')}`;
    case 'text':
      return textValueProblem(value, rule.minLength, rule.maxLength);
    case 'pattern':
      return patternProblem(value, PATTERNS[rule.pattern].regex, PATTERNS[rule.pattern].problem, rule.maxLength);
    case 'embedUrl':
      return embedUrlProblem(value, attrs.provider, rule.maxLength);
    case 'widths':
      return Array.isArray(value) &&
        value.length >= 1 &&
        value.length <= rule.maxItems &&
        value.every((width) => Number.isInteger(width) && width >= rule.min && width <= rule.max)
        ? null
        : `must be a list of 1 to ${rule.maxItems} integers from ${rule.min} to ${rule.max}`;
  }
}

function textValueProblem(value: unknown, minLength: number, maxLength: number): string | null {
  if (typeof value !== 'string') return 'must be text';
  if (isUnstorable(value)) return 'contains a lone surrogate or a NUL character';
  if (matches(PATTERNS.attributeText.regex, value)) return PATTERNS.attributeText.problem;
  const length = trimmedLength(value);
  if (length >= minLength && length <= maxLength) return null;
  return minLength > 0 ? `must be ${minLength} to ${maxLength} characters` : `must be at most ${maxLength} characters`;
}

function patternProblem(value: unknown, regex: string, problem: string, maxLength: number): string | null {
  if (typeof value !== 'string') return problem;
  if ([...value].length > maxLength) return `must be at most ${maxLength} characters`;
  return matches(regex, value) ? null : problem;
}

function embedUrlProblem(value: unknown, provider: unknown, maxLength: number): string | null {
  if (typeof provider !== 'string' || !has(EMBED_PROVIDERS, provider)) return 'must be the URL of a listed provider';
  const { label, pattern } = EMBED_PROVIDERS[provider as keyof typeof EMBED_PROVIDERS];
  return patternProblem(value, pattern, `must be a canonical ${label} URL`, maxLength);
}

function marksProblem(node: Node, place: Place): string | null {
  if (!has(node, 'marks')) return null;
  const marksPath = join(place.path, 'marks');
  if (!Array.isArray(node.marks)) return `${marksPath}: must be a list`;
  for (const [index, mark] of node.marks.entries()) {
    const problem = markProblem(mark, `${marksPath}[${index}]`, place);
    if (problem) return problem;
  }
  return null;
}

function markProblem(mark: unknown, path: string, place: Place): string | null {
  if (!isObject(mark) || typeof mark.type !== 'string') return `${path}: not a mark`;
  if (!has(MARKS, mark.type)) return `${path}: unknown mark "${mark.type}"`;
  const name = mark.type as keyof typeof MARKS;
  if (!(PROFILES[place.profile].marks as readonly string[]).includes(name))
    return `${path}: "${name}" is not allowed in a ${place.profile} document`;
  if (place.parent === null || !(NODES[place.parent] as NodeRule).marks)
    return `${path}: marks are not allowed inside "${place.parent ?? 'document'}"`;
  const rules: Attributes = (MARKS[name] as { attrs?: Attributes }).attrs ?? {};
  return attributesProblem(mark.attrs, rules, name, path);
}

const isLinked = (node: Node) =>
  Array.isArray(node.marks) && node.marks.some((mark) => isObject(mark) && mark.type === 'link');

function textProblem(node: Node, path: string): string | null {
  if (node.type !== 'text') return null;
  const at = join(path, 'text');
  if (typeof node.text !== 'string' || node.text === '') return `${at}: must be non-empty text`;
  if (isUnstorable(node.text)) return `${at}: contains a lone surrogate or a NUL character`;
  if (matches(PATTERNS.controlText.regex, node.text)) return `${at}: ${PATTERNS.controlText.problem}`;
  if (isLinked(node) && matches(PATTERNS.linkText.regex, node.text)) return `${at}: ${PATTERNS.linkText.problem}`;
  return null;
}

function contentProblem(node: Node, name: NodeName, rule: NodeRule, place: Place): string | null {
  if (has(node, 'content') && !Array.isArray(node.content)) return `${join(place.path, 'content')}: must be a list`;
  const children = (node.content as unknown[] | undefined) ?? [];
  const minimum = rule.minContent ?? 0;
  if (children.length < minimum) return `${where(place.path)}: must contain at least ${minimum} node`;
  for (const [index, child] of children.entries()) {
    const path = join(place.path, `content[${index}]`);
    const problem = nodeProblem(child, { ...place, path, depth: place.depth + 1, parent: name });
    if (problem) return problem;
  }
  return null;
}
