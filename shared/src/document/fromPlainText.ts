import type { DocumentNode, StoryDocument } from './types.ts';

/** A blank line: a line of nothing but spaces and tabs. Runs of them separate paragraphs. */
const BLANK_LINE = /\n[ \t]*\n/;
const EDGE_WHITESPACE = /^[ \t\n]+|[ \t\n]+$/g;

/**
 * A document of paragraphs from plain text: one paragraph per block between blank lines, a hard
 * break for each single line break inside one. This is how every story written before documents,
 * and every write that sends only `summary`, gets its body; the database's
 * private.story_document_from_text() does exactly the same. Line endings become `\n`, blocks lose
 * their leading and trailing spaces, tabs and line breaks, and empty blocks go, so
 * plainText(fromPlainText(text)) is `text` in that normal form (every seeded story is already in it).
 */
export function fromPlainText(text: string): StoryDocument {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(BLANK_LINE)
    .map((block) => block.replace(EDGE_WHITESPACE, ''))
    .filter((block) => block !== '');
  return { type: 'doc', content: blocks.map(paragraph) };
}

function paragraph(block: string): DocumentNode {
  const content: DocumentNode[] = [];
  block.split('\n').forEach((line, index) => {
    if (index > 0) content.push({ type: 'hardBreak' });
    if (line !== '') content.push({ type: 'text', text: line });
  });
  return { type: 'paragraph', content };
}
