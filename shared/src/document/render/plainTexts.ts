import { plainText } from '../plainText.ts';
import type { DocumentNode } from '../types.ts';

/** The NewsArticle JSON-LD `articleBody`: the story's paragraphs as text, empty ones left out. */
export function toPlainTextForJsonLd(document: DocumentNode): string {
  return plainText(document)
    .split('\n\n')
    .map((block) => block.trim())
    .filter(Boolean)
    .join('\n\n');
}

function collectIds(node: DocumentNode, ids: Set<string>): void {
  if (node.type === 'relatedStory' && typeof node.attrs?.storyId === 'string') ids.add(node.attrs.storyId);
  for (const child of Array.isArray(node.content) ? node.content : []) collectIds(child, ids);
}

/** The stories the document's related-story cards name, in order: what a caller looks up for the renderer. */
export function relatedStoryIds(document: DocumentNode): string[] {
  const ids = new Set<string>();
  collectIds(document, ids);
  return [...ids];
}
