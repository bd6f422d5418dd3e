import { RemoteMount } from '@newsroom/shared';
import type { ComponentType } from 'react';

/** RemoteMount for a team's container: its contract is the team's, not in the portal's types. */
export const TeamMount = RemoteMount as ComponentType<{ remote: string; module: string }>;
