import { getSupabase } from '@newsroom/shared';
import { StoryWorkingCopy, type PresenceState } from '@newsroom/shared/coedit';
import { useEffect, useRef, useState } from 'react';
import { storySchema } from '../body/storySchema.ts';
import { MAX_EDITORS, editorLimitMessage, overEditorLimit } from './editorLimit.ts';
import { PresenceCarets, type LocalPresence } from './presenceCarets.ts';
import { catchUpWithSave, seedIfEmpty, type SeedSource } from './seedWorkingCopy.ts';

export type WorkingCopyBinding =
  /** A new story, or no signed-in user: the form edits alone, as before. */
  | { phase: 'off' }
  | { phase: 'opening' }
  /** `caughtUp`: the copy had missed a save made elsewhere and now shows the saved story. */
  | { phase: 'shared'; copy: StoryWorkingCopy; carets: PresenceCarets; caughtUp: boolean }
  /** The working copy could not be opened: the form edits alone and says so. */
  | { phase: 'unavailable'; reason: string };

export interface StoryWorkingCopyResult {
  binding: WorkingCopyBinding;
  /** Who is on the story's channel, by user id (this console included). */
  presence: PresenceState;
}

export const CAUGHT_UP_MESSAGE =
  'This story was saved outside the shared text since it was last open here: the text and headline now show the saved story.';

export const UNAVAILABLE_MESSAGE =
  'Co-editing is unavailable for this story right now: your changes here are not shared until you open it again.';

/**
 * The working copy of the story open in the form (decision 180): joined when the form opens, with
 * presence keyed by the signed-in user's id, seeded from the saved story if nobody ever wrote to
 * it, brought to the saved story if it missed a save made elsewhere, and left (destroyed) when the
 * form closes.
 */
export function useStoryWorkingCopy(story: SeedSource | null, userId: string | null): StoryWorkingCopyResult {
  const storyId = story?.id ?? null;
  const enabled = storyId !== null && userId !== null;
  const [binding, setBinding] = useState<WorkingCopyBinding>(() => ({ phase: enabled ? 'opening' : 'off' }));
  const [presence, setPresence] = useState<PresenceState>({});
  // The story as the form opened it: later saves do not re-seed (the copy is seeded by then).
  const seed = useRef(story);

  useEffect(() => {
    const source = seed.current;
    if (!storyId || !userId || !source) {
      // Signed out (or no story): a copy left behind by the cleanup below is no longer bound.
      setBinding({ phase: 'off' });
      return;
    }
    let live = true;
    let present: PresenceState = {};
    const onSync = (state: PresenceState) => {
      present = state;
      if (live) setPresence(state);
    };
    const copy = new StoryWorkingCopy({ client: getSupabase(), storyId, presence: { key: userId, onSync } });
    // Presence from the join on (the list), the caret once the text has focus, the field with focus;
    // `at` orders the people on the story for the editor limit (decision 202).
    const at = Date.now();
    const track = ({ cursor, field }: LocalPresence) => copy.track({ c: copy.doc.clientID, cursor, f: field, at });
    track({ cursor: null, field: null });
    const carets = new PresenceCarets(copy.doc.clientID, track);
    setBinding({ phase: 'opening' });
    copy.connect().then(
      () => {
        if (!live) return;
        if (overEditorLimit(present, userId)) {
          setBinding({ phase: 'unavailable', reason: editorLimitMessage(MAX_EDITORS) });
          void copy.destroy();
          return;
        }
        seedIfEmpty(copy.doc, source, storySchema());
        const caughtUp = catchUpWithSave(copy.doc, source, storySchema());
        setBinding({ phase: 'shared', copy, carets, caughtUp });
      },
      () => live && setBinding({ phase: 'unavailable', reason: UNAVAILABLE_MESSAGE }),
    );
    return () => {
      live = false;
      // Nobody is listed once this console has left (destroy's last empty sync is dropped above).
      setPresence({});
      carets.destroy();
      void copy.destroy();
    };
  }, [storyId, userId]);

  return { binding, presence };
}
