import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushTopic } from '@newsroom/shared/push-topics';
import { fetchStoryAlerts, sendStoryAlert } from './storyAlert.ts';

const alertsKey = (storyId: string) => ['story-alerts', storyId] as const;

/** A published story's alerts and sending one (decision 204). */
export function useStoryAlert(storyId: string) {
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: alertsKey(storyId), queryFn: () => fetchStoryAlerts(storyId) });
  const send = useMutation({
    mutationFn: ({ topics, again }: { topics: PushTopic[]; again: boolean }) => sendStoryAlert(storyId, topics, again),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey(storyId) }),
  });
  return { overview, send };
}
