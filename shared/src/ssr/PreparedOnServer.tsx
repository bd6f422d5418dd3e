import { use, useContext, type ReactNode } from 'react';
import type { RemoteKey } from '../federation/remotes.ts';
import { ServerAreasContext } from './serverRender.ts';

export interface PreparedOnServerProps {
  remote: RemoteKey;
  module: string;
  props: Readonly<Record<string, unknown>>;
  children: ReactNode;
}

/**
 * On the server, waits (suspends) until the area's remote module and its data are ready, so the
 * area is rendered with content; a failure makes React render the area in the browser. Renders no
 * element of its own, so the browser's tree (without it) hydrates the same markup.
 */
export function PreparedOnServer({ remote, module, props, children }: PreparedOnServerProps) {
  const areas = useContext(ServerAreasContext);
  if (areas) use(areas.prepare(remote, module, props));
  return children;
}
