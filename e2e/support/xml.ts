import { XMLParser } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';

/**
 * Throws unless `text` is well-formed XML 1.0. saxes is a conforming parser: it refuses a character
 * XML forbids (U+000B in a title), which fast-xml-parser's validator lets through.
 */
function assertWellFormed(text: string): void {
  try {
    new SaxesParser().write(text).close();
  } catch (error) {
    throw new Error(`not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Parses an XML document with a real parser, failing on anything not well-formed. Elements that
 * may repeat come back as arrays.
 */
export function parseXml(text: string, arrays: readonly string[] = []): Record<string, unknown> {
  assertWellFormed(text);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => arrays.includes(name),
  });
  return parser.parse(text) as Record<string, unknown>;
}
