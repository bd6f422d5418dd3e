import { RemoteMount, type RemoteKey } from '@newsroom/shared';
import type { ComponentType } from 'react';

/**
 * RemoteMount for a route of the table: each entry was checked against its remote's contract when
 * REMOTE_ROUTES was typed; a union of them cannot be inferred back into one remote and module.
 */
export const RouteMount = RemoteMount as ComponentType<{ remote: RemoteKey; module: string; props?: object }>;
