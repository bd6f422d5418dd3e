/** A story document as stored in news_stories.body: Tiptap 3's JSON (schema.ts says what it may hold). */
export interface DocumentMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface DocumentNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocumentNode[];
  marks?: DocumentMark[];
  text?: string;
}

export interface StoryDocument extends DocumentNode {
  type: 'doc';
}
