import type { StoryWorkingCopy } from '@newsroom/shared/coedit';
import { useEffect, useState } from 'react';
import { DeviceKeeper } from './deviceKeeper.ts';
import { deviceKeptEdits } from './deviceKeptEdits.ts';

/**
 * Keeps the open story's unsaved edits on this device while its working copy is shared, and
 * merges back what a closed tab or reload kept (decision 197). Staff only: the working copy is
 * shared only with staff who may edit the story, so no reader ever gets a keeper.
 */
export function useDeviceKeeper(
  copy: StoryWorkingCopy | null,
  userId: string | null,
  storyId: string | null,
): DeviceKeeper | null {
  const [keeper, setKeeper] = useState<DeviceKeeper | null>(null);
  useEffect(() => {
    if (!copy || !userId || !storyId) return;
    // The copy is shared once it has been seeded: what was kept adds to it, never stands in for the seed.
    const made = new DeviceKeeper(copy, deviceKeptEdits(), userId, storyId);
    void made.restore();
    setKeeper(made);
    return () => {
      made.destroy();
      setKeeper(null);
    };
  }, [copy, userId, storyId]);
  return keeper;
}
