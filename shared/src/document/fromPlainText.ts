import type { DocumentNode, StoryDocument } from './types.ts';

/**
 * A document of paragraphs from plain text: a paragraph per block between blank lines (`\n\n`), a
 * hard break per line break inside one, every other character kept (spaces, tabs, carriage
 * returns), so that plainText(fromPlainText(text)) === text for any text. This is how every story
 * written before documents, and every write that sends only `summary`, gets its body; the database's
 * private.story_document_from_text() does exactly the same.
 */
export function fromPlainText(text: string): StoryDocument {
  if (text === '') return { type: 'doc', content: [] };
  return { type: 'doc', content: text.split('\n\n').map(paragraph) };
}

function paragraph(block: string): DocumentNode {
  const content: DocumentNode[] = [];
  block.split('\n').forEach((line, index) => {
    if (index > 0) content.push({ type: 'hardBreak' });
    if (line !== '') content.push({ type: 'text', text: line });
  });
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}
