import { correctionText, type CorrectionKind } from '@newsroom/shared';

export type ReportStatus = 'new' | 'in_progress' | 'corrected' | 'declined';
export type ReportFilter = 'all' | ReportStatus;

export const REPORT_STATUSES: ReadonlyArray<{ id: ReportStatus; label: string }> = [
  { id: 'new', label: 'New' },
  { id: 'in_progress', label: 'In progress' },
  { id: 'corrected', label: 'Corrected' },
  { id: 'declined', label: 'Declined' },
];

export const REPORT_MESSAGES = {
  loadFailed: 'Failed to load error reports',
  changed: 'Error report updated',
  changeFailed: 'Failed to update the error report. Please try again.',
} as const;

export interface ReportNote {
  id: string;
  /** "Correction: …" as the story shows it. */
  text: string;
}

/** A reader's error report as the inbox shows it. */
export interface ErrorReport {
  id: string;
  description: string;
  sourceUrl: string;
  email: string;
  status: ReportStatus;
  createdAt: string;
  story: { id: string; title: string } | null;
  /** The story's notes: the correction a report led to is one of them. */
  notes: ReportNote[];
  correctionId: string | null;
}

/** The story is named by its foreign key: the table reaches news_stories through its notes too. */
export const ERROR_REPORT_COLUMNS =
  'id, description, source_url, email, status, correction_id, created_at, news_stories!story_error_reports_story_id_fkey(id, title, story_corrections(id, kind, note, published_at))';

export interface ErrorReportRow {
  id: string;
  description: string;
  source_url: string | null;
  email: string | null;
  status: string;
  correction_id: string | null;
  created_at: string;
  news_stories: {
    id: string;
    title: string;
    story_corrections: { id: string; kind: string; note: string; published_at: string }[] | null;
  } | null;
}

function statusOf(value: string): ReportStatus {
  return REPORT_STATUSES.some((status) => status.id === value) ? (value as ReportStatus) : 'new';
}

export function mapErrorReport(row: ErrorReportRow): ErrorReport {
  const story = row.news_stories;
  return {
    id: row.id,
    description: row.description,
    sourceUrl: row.source_url ?? '',
    email: row.email ?? '',
    status: statusOf(row.status),
    createdAt: row.created_at,
    story: story ? { id: story.id, title: story.title } : null,
    notes: [...(story?.story_corrections ?? [])]
      .sort((a, b) => b.published_at.localeCompare(a.published_at))
      .map((note) => ({
        id: note.id,
        text: correctionText({ kind: note.kind as CorrectionKind, note: note.note }),
      })),
    correctionId: row.correction_id,
  };
}

export function countReports(reports: readonly ErrorReport[]): Record<ReportFilter, number> {
  const counts = { all: reports.length, new: 0, in_progress: 0, corrected: 0, declined: 0 };
  for (const report of reports) counts[report.status] += 1;
  return counts;
}

export function reportStatusLabel(status: ReportStatus): string {
  return REPORT_STATUSES.find((entry) => entry.id === status)?.label ?? status;
}
