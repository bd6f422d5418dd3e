import { toast } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { sendMorningEditionNow } from './newsletterOverview.ts';

/** "Send the morning edition now": queues today's edition, says what happened, refreshes the sends. */
export function useSendMorningEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMorningEditionNow,
    onSuccess: (result) => {
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.newsletter });
    },
  });
}
