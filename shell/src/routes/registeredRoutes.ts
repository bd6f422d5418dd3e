import type { RegisteredRemote, RegisteredRoute } from '@newsroom/shared';
import { matchRoutes } from 'react-router-dom';

/** A page of a team's registered remote (decision 207): its entry, route and the path's params. */
export interface RegisteredMatch {
  remote: RegisteredRemote;
  route: RegisteredRoute;
  params: Record<string, string | undefined>;
}

/**
 * The registered route a path belongs to, or null. The shell's own routes are matched first by the
 * router (this is its catch-all), and the registry refuses a route that overlaps one of them.
 */
export function matchRegisteredRoute(
  pathname: string,
  registry: readonly RegisteredRemote[] | undefined,
): RegisteredMatch | null {
  for (const remote of registry ?? []) {
    for (const route of remote.routes ?? []) {
      // matchRoutes, not matchPath: the browser's shared router is shaken to ROUTER_USED_EXPORTS.
      const [match] = matchRoutes([{ path: route.path }], pathname) ?? [];
      if (match) return { remote, route, params: match.params };
    }
  }
  return null;
}
