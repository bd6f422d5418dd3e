import { peekRuntimeConfig, type RegisteredNavEntry } from '@newsroom/shared';
import type { NavLinkItem } from './navLinks.ts';

/**
 * The nav entries teams' registered remotes put in these places (decision 207), in their order:
 * from the runtime config the page was rendered with, the same on the server and in the browser.
 * Labels are plain text (the registry refuses HTML) and are rendered as text.
 */
export function registeredNavLinks(...places: RegisteredNavEntry['place'][]): NavLinkItem[] {
  return (peekRuntimeConfig()?.registry ?? [])
    .flatMap((remote) => remote.nav ?? [])
    .filter((entry) => places.includes(entry.place))
    .sort((a, b) => a.order - b.order)
    .map(({ href, label }) => ({ to: href, label }));
}
