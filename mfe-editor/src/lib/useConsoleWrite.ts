import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface ConsoleWriteOptions {
  /** The toasts (the query client's meta turns them into toasts). */
  successMessage: string;
  errorMessage: string;
  /** The lists a write changes: every query under these prefixes reloads. */
  refresh: readonly QueryKey[];
  /**
   * 'success' (the default) reloads after a write that went through; 'settled' after a failed one
   * too, for toggles and deletes whose failure may mean the row changed under the list.
   */
  refreshOn?: 'success' | 'settled';
}

/** A console write: the mutation, its toasts, and the lists it reloads (one shape for every tab). */
export function useConsoleWrite<TVariables, TData = void>(
  write: (variables: TVariables) => Promise<TData>,
  { successMessage, errorMessage, refresh, refreshOn = 'success' }: ConsoleWriteOptions,
) {
  const queryClient = useQueryClient();
  const reload = () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: write,
    meta: { successMessage, errorMessage },
    onSuccess: refreshOn === 'success' ? reload : undefined,
    onSettled: refreshOn === 'settled' ? reload : undefined,
  });
}
