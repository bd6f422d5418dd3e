import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Parses an XML document with a real parser, failing on anything not well-formed. Elements that
 * may repeat come back as arrays.
 */
export function parseXml(text: string, arrays: readonly string[] = []): Record<string, unknown> {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    isArray: (name) => arrays.includes(name),
  });
  return parser.parse(text) as Record<string, unknown>;
}
