import { createContext, useContext, type ReactNode } from 'react';
import type { SlotName } from '../config/runtimeConfig.ts';

/** What fills a place of a page: the shell's, from the registry (decision 212). */
export type SlotFiller = (slot: SlotName) => ReactNode;

/** The shell provides it around every page; the remotes' pages mark their places with <Slot>. */
export const SlotContext = createContext<SlotFiller | null>(null);

export interface SlotProps {
  name: SlotName;
}

/**
 * A place a registered team's remote may fill (issue 54: a home-page panel, a story page's
 * sidebar): nothing where no remote fills it, and outside the shell (a remote's standalone page).
 */
export function Slot({ name }: SlotProps) {
  const fill = useContext(SlotContext);
  return fill ? fill(name) : null;
}
