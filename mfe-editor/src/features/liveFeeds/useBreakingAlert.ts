import { getSupabase, queryKeys, toast } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BREAKING_MESSAGES } from './breakingSchema.ts';

/** How many subscribers a breaking alert would reach now (the database counts; staff only). */
export function useAlertAudience() {
  return useQuery({
    queryKey: ['breaking-alert-audience'],
    queryFn: async () => {
      const { data, error } = await getSupabase().rpc('breaking_alert_audience');
      if (error) throw new Error(error.message, { cause: error });
      return data;
    },
  });
}

/** true: cancelled in time; false: it was no longer held (already sent). */
async function cancelAlert(id: string): Promise<boolean> {
  const { data, error } = await getSupabase().rpc('cancel_breaking_alert', { item_id: id });
  if (error) throw new Error(error.message, { cause: error });
  return data;
}

/** Cancels a held alert; the toast says whether it was in time, and the list reloads either way. */
export function useCancelBreakingAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAlert,
    meta: { errorMessage: BREAKING_MESSAGES.alertCancelFailed },
    onSuccess: (cancelled) => {
      if (cancelled) toast.success(BREAKING_MESSAGES.alertCancelled);
      else toast.info(BREAKING_MESSAGES.alertAlreadySent);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.liveFeeds }),
  });
}
