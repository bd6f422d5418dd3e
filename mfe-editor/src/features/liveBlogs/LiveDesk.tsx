import { Button, toast, useLiveBlog, type LivePost } from '@newsroom/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { Badge, Muted, PanelHeader, Rows } from '../../components/consoleKit.styles.ts';
import { DeskPost } from './DeskPost.tsx';
import { LIVE_DESK_MESSAGES } from './livePostRules.ts';
import { PostComposer } from './PostComposer.tsx';
import { useLiveDeskWrites, type DeskStory } from './useLiveDesk.ts';

/**
 * One story's live desk: run or end the blog, post, and manage posts. The posts come from the
 * readers' own realtime hook, so editors see each other's posts appear as readers do.
 */
export function LiveDesk({ story }: { story: DeskStory }) {
  const live = useLiveBlog(story.id);
  const writes = useLiveDeskWrites(story.id);
  const [toDelete, setToDelete] = useState<LivePost | null>(null);
  const all = live.pinned ? [live.pinned, ...live.posts] : live.posts;
  const failed = (error: Error) => toast.error(error.message);

  const setState = (state: 'live' | 'ended') =>
    writes.setState.mutate(state, {
      onSuccess: () => toast.success(state === 'live' ? 'The live blog is running' : 'The live blog has ended'),
      onError: failed,
    });

  return (
    <section aria-labelledby="live-desk-title">
      <PanelHeader>
        <h2 id="live-desk-title">{story.title}</h2>
        {story.liveState === 'live' ? (
          <Button $variant="danger" onClick={() => setState('ended')} disabled={writes.setState.isPending}>
            End live blog
          </Button>
        ) : (
          <Button onClick={() => setState('live')} disabled={writes.setState.isPending}>
            {story.liveState === 'ended' ? 'Resume live blog' : 'Turn live'}
          </Button>
        )}
      </PanelHeader>
      <Muted>
        {story.liveState === 'live' && <Badge $kind="published">Live</Badge>}
        {story.liveState === 'ended' && <Badge $kind="archived">Ended</Badge>}
        {story.status !== 'published' && <Badge $kind="draft">Not published: readers see nothing yet</Badge>}
        {all.length} posts loaded.
      </Muted>
      {story.liveState === 'live' ? (
        <PostComposer onPost={(draft) => writes.create.mutateAsync(draft)} />
      ) : (
        <Muted>{LIVE_DESK_MESSAGES.notRunning}</Muted>
      )}
      <Rows aria-label="Posts, newest first">
        {all.map((post) => (
          <DeskPost
            key={post.id}
            post={post}
            onSave={(from, document) =>
              writes.update.mutateAsync({ id: from.id, version: from.version, patch: { document } })
            }
            onToggleKeyEvent={(target) =>
              writes.update.mutate({ id: target.id, patch: { is_key_event: !target.isKeyEvent } }, { onError: failed })
            }
            onTogglePin={(target) =>
              writes.pin.mutate({ id: target.id, pinned: !target.isPinned }, { onError: failed })
            }
            onDelete={setToDelete}
          />
        ))}
      </Rows>
      {live.hasOlder && (
        <Button $variant="secondary" onClick={() => void live.loadOlder()} disabled={live.isLoadingOlder}>
          Load older posts
        </Button>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete post?"
        confirmLabel="Delete post"
        danger
        busy={writes.remove.isPending}
        onConfirm={() =>
          toDelete && writes.remove.mutate(toDelete.id, { onError: failed, onSettled: () => setToDelete(null) })
        }
        onCancel={() => setToDelete(null)}
      >
        {LIVE_DESK_MESSAGES.confirmDelete}
      </ConfirmDialog>
    </section>
  );
}
