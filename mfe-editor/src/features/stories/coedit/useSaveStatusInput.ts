import type { StoryWorkingCopy } from '@newsroom/shared/coedit';
import { useEffect, useState } from 'react';
import type { DeviceKeeper } from './deviceKeeper.ts';
import type { SaveStatusInput } from './saveStatus.ts';

type Copy = Pick<StoryWorkingCopy, 'state' | 'onState'>;
type Keeper = Pick<DeviceKeeper, 'failing' | 'onChange'>;

const read = (copy: Copy, keeper: Keeper): SaveStatusInput => ({
  copy: copy.state,
  notKept: keeper.failing,
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
});

/** The working copy's state, the device keeper's, and the browser's online flag, as they change. */
export function useSaveStatusInput(copy: Copy, keeper: Keeper): SaveStatusInput {
  const [input, setInput] = useState(() => read(copy, keeper));
  useEffect(() => {
    const update = () => setInput(read(copy, keeper));
    update();
    const offState = copy.onState(update);
    const offKeeper = keeper.onChange(update);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      offState();
      offKeeper();
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [copy, keeper]);
  return input;
}
