import { mapPhotoEssayRow, type PhotoEssay, type PhotoEssayRow } from '@newsroom/shared';

export interface EditorEssayRow extends PhotoEssayRow {
  version?: number | null;
}

export interface EditorEssay extends PhotoEssay {
  status: string;
  publishedAt: string | null;
  version: number;
}

export function mapEditorEssays(rows: readonly EditorEssayRow[] | null | undefined, now = new Date()): EditorEssay[] {
  return (rows ?? []).flatMap((row) => {
    const essay = mapPhotoEssayRow(row, now);
    if (!essay) return [];
    return [
      {
        ...essay,
        status: typeof row.status === 'string' ? row.status : 'published',
        publishedAt: row.published_at ?? null,
        version: typeof row.version === 'number' ? row.version : 1,
      },
    ];
  });
}
