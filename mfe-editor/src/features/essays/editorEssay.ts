import { mapPhotoEssayRow, type PhotoEssay, type PhotoEssayRow } from '@newsroom/shared';

export interface EditorEssayRow extends PhotoEssayRow {
  version?: number | null;
}

export interface EditorEssay extends PhotoEssay {
  status: string;
  publishedAt: string | null;
  version: number;
}

/** A row of the console's photo-essay list: what a list row shows, never the caption. */
export interface EditorEssayItem {
  id: string;
  title: string;
  photographer: string;
  type: PhotoEssay['type'];
  status: string;
  publishedAt: string | null;
}

export type EditorEssayItemRow = Pick<
  EditorEssayRow,
  'id' | 'title' | 'photographer' | 'type' | 'status' | 'published_at' | 'created_at'
>;

const statusOf = (row: Pick<EditorEssayRow, 'status'>) => (typeof row.status === 'string' ? row.status : 'published');

export function mapEditorEssay(row: EditorEssayRow, now = new Date()): EditorEssay | null {
  const essay = mapPhotoEssayRow(row, now);
  if (!essay) return null;
  return {
    ...essay,
    status: statusOf(row),
    publishedAt: row.published_at ?? null,
    version: typeof row.version === 'number' ? row.version : 1,
  };
}

export function mapEditorEssayItems(
  rows: readonly EditorEssayItemRow[] | null | undefined,
  now = new Date(),
): EditorEssayItem[] {
  return (rows ?? []).flatMap((row) => {
    const essay = mapPhotoEssayRow(row, now);
    if (!essay) return [];
    const { id, title, photographer, type } = essay;
    return [{ id, title, photographer, type, status: statusOf(row), publishedAt: row.published_at ?? null }];
  });
}
