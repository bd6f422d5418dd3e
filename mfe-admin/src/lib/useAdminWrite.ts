import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface AdminWriteOptions {
  /** The toasts (the query client's meta turns them into toasts). */
  successMessage: string;
  errorMessage: string;
  /**
   * The lists the write changes: every query under these prefixes reloads once it is settled (a
   * failed write may mean the row changed under the list, so failures reload too).
   */
  refresh: readonly QueryKey[];
}

/** A dashboard write: the mutation, its toasts, and the lists it reloads (one shape for every tab). */
export function useAdminWrite<TVariables>(
  write: (variables: TVariables) => Promise<void>,
  { successMessage, errorMessage, refresh }: AdminWriteOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { errorMessage, successMessage },
    onSettled: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
