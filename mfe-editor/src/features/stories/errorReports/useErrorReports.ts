import { failLoad, getSupabase } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editorKeys } from '../../../lib/editorKeys.ts';
import { useConsoleWrite } from '../../../lib/useConsoleWrite.ts';
import { expectChanged, toWriteError } from '../../../lib/writeErrors.ts';
import {
  ERROR_REPORT_COLUMNS,
  REPORT_MESSAGES,
  mapErrorReport,
  type ErrorReport,
  type ErrorReportRow,
  type ReportStatus,
} from './errorReport.ts';

export async function fetchErrorReports(): Promise<ErrorReport[]> {
  const { data, error } = await getSupabase()
    .from('story_error_reports')
    .select(ERROR_REPORT_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(500);
  if (error) failLoad(REPORT_MESSAGES.loadFailed, error);
  return ((data ?? []) as unknown as ErrorReportRow[]).map(mapErrorReport);
}

/** Readers' error reports, newest first (editors and admins only: the policies decide). */
export function useErrorReports(enabled = true) {
  return useQuery({
    queryKey: editorKeys.errorReports,
    queryFn: fetchErrorReports,
    // Reports arrive without a realtime signal: look again when the inbox is opened.
    staleTime: 30_000,
    enabled,
    meta: { errorMessage: REPORT_MESSAGES.loadFailed },
  });
}

export interface ReportChange {
  id: string;
  status?: ReportStatus;
  correctionId?: string | null;
}

async function changeReport({ id, status, correctionId }: ReportChange): Promise<void> {
  const { data, error } = await getSupabase()
    .from('story_error_reports')
    .update({ ...(status ? { status } : {}), ...(correctionId !== undefined ? { correction_id: correctionId } : {}) })
    .eq('id', id)
    .select('id');
  if (error) throw toWriteError(error, { thing: 'error report' });
  expectChanged(data, 'error report');
}

/** Triage: the status and the correction a report led to (the database stamps who and when). */
export function useChangeReport() {
  return useConsoleWrite(changeReport, {
    successMessage: REPORT_MESSAGES.changed,
    errorMessage: REPORT_MESSAGES.changeFailed,
    refresh: [editorKeys.errorReports],
    refreshOn: 'settled',
  });
}
