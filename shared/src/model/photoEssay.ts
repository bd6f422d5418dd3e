import { PHOTO_ESSAY_TYPES } from '../constants/site.ts';
import type { StoryDocument } from '../document/types.ts';
import { focalPointOf, type FocalPoint } from './focalPoint.ts';
import { resolvePublishTime } from './publishTime.ts';
import { altText, idOf, textOr } from './text.ts';

export type PhotoEssayType = keyof typeof PHOTO_ESSAY_TYPES;

export interface PhotoEssayRow {
  id?: string | number | null;
  title?: string | null;
  caption?: string | null;
  caption_document?: unknown;
  photographer?: string | null;
  image_url?: string | null;
  image_alt?: string | null;
  image_focal_x?: number | null;
  image_focal_y?: number | null;
  type?: string | null;
  status?: string | null;
  published_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface PhotoEssay {
  id: string;
  title: string;
  /** The caption's plain text (photo_essays.caption, derived from the document by the database). */
  caption: string;
  /** The caption as a document of the caption profile (bold, italic, links); absent when a row lacks it. */
  captionDocument?: StoryDocument;
  photographer: string;
  publishTime: string;
  imageUrl: string;
  imageAlt: string;
  /** The point every crop of the image keeps in frame, if set. */
  imageFocal?: FocalPoint;
  type: PhotoEssayType;
}

/** Unknown types are shown as Photo of the Day, the more common of the two. */
function essayType(value: unknown): PhotoEssayType {
  return value === 'week' ? 'week' : 'day';
}

/** A document-shaped caption (the renderer checks every node again); anything else is none. */
function captionDocumentOf(value: unknown): { captionDocument?: StoryDocument } {
  const isDocument = typeof value === 'object' && value !== null && (value as StoryDocument).type === 'doc';
  return isDocument ? { captionDocument: value as StoryDocument } : {};
}

export function mapPhotoEssayRow(row: PhotoEssayRow, now: Date = new Date()): PhotoEssay | null {
  const id = idOf(row.id);
  const title = textOr(row.title);
  if (!id || !title.trim()) return null;
  return {
    id,
    title,
    caption: textOr(row.caption),
    ...captionDocumentOf(row.caption_document),
    photographer: textOr(row.photographer),
    publishTime: resolvePublishTime(row.published_at, row.created_at, now),
    imageUrl: textOr(row.image_url),
    imageAlt: altText(row.image_alt),
    type: essayType(row.type),
    ...focalPointOf(row.image_focal_x, row.image_focal_y),
  };
}

export function mapPhotoEssayRows(
  rows: readonly PhotoEssayRow[] | null | undefined,
  now: Date = new Date(),
): PhotoEssay[] {
  return (rows ?? []).flatMap((row) => {
    const essay = mapPhotoEssayRow(row, now);
    return essay ? [essay] : [];
  });
}

export function photoEssayLabel(type: PhotoEssayType): string {
  return PHOTO_ESSAY_TYPES[type];
}
