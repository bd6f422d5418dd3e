import { peekRuntimeConfig, type SlotFiller } from '@newsroom/shared';
import { TeamSlot } from './TeamSlot.tsx';

/**
 * What the shell puts in a page's slot (decision 212): the registered team remotes' modules for it,
 * from the runtime config this page loaded with; nothing (and no chunk) where none is registered.
 */
export const fillSlot: SlotFiller = (slot) => {
  const filled = peekRuntimeConfig()?.registry?.some((remote) => remote.slots?.some((entry) => entry.slot === slot));
  return filled ? <TeamSlot slot={slot} /> : null;
};
