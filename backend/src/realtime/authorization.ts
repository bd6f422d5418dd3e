import { DatabaseConnectionError, type Queryable } from '../db/database.ts';
import type { RequestIdentity } from '../db/requestContext.ts';

/** What RLS on realtime.messages lets one subscriber do on one private channel. */
export interface ChannelPolicies {
  broadcastRead: boolean;
  broadcastWrite: boolean;
  presenceRead: boolean;
  presenceWrite: boolean;
}

/** A join or token refresh refused by Realtime Authorization, with hosted Realtime's code and text. */
export class ChannelAuthorizationError extends Error {
  constructor(
    readonly code: 'Unauthorized' | 'UnableToConnectToProject',
    message: string,
  ) {
    super(message);
  }
}

/** The topic policies see: realtime.topic() is the channel name without the "realtime:" prefix. */
export function channelName(topic: string): string {
  return topic.replace(/^realtime:/, '');
}

export function unauthorizedToRead(topic: string): string {
  return `You do not have permissions to read from this Channel topic: ${channelName(topic)}`;
}

export function noLongerAuthorized(topic: string): string {
  return `You no longer have permission to read from this Channel topic: ${channelName(topic)}`;
}

/** A channel may be joined when the user may read either of its extensions (as hosted). */
export function canRead(policies: ChannelPolicies): boolean {
  return policies.broadcastRead || policies.presenceRead;
}

/**
 * Asks the database (one statement, realtime.channel_access) what the subscriber may do on a
 * private channel. A policy that fails is a refusal, as on hosted Realtime (RlsPolicyError); a
 * lost database is reported as such.
 */
export async function authorizeChannel(
  db: Queryable,
  identity: RequestIdentity,
  topic: string,
): Promise<ChannelPolicies> {
  const claims = JSON.stringify({ ...identity.claims, role: identity.role });
  let access: Record<string, boolean> | undefined;
  try {
    const { rows } = await db.query<{ access: Record<string, boolean> }>(
      'select realtime.channel_access($1, $2, $3) as access',
      [identity.role, claims, channelName(topic)],
    );
    access = rows[0]?.access;
  } catch (error) {
    if (error instanceof DatabaseConnectionError) {
      throw new ChannelAuthorizationError(
        'UnableToConnectToProject',
        'Realtime was unable to connect to the project database',
      );
    }
    console.error(`[realtime] RlsPolicyError on ${channelName(topic)}:`, (error as Error).message);
    throw new ChannelAuthorizationError('Unauthorized', unauthorizedToRead(topic));
  }
  return {
    broadcastRead: access?.broadcast_read === true,
    broadcastWrite: access?.broadcast_write === true,
    presenceRead: access?.presence_read === true,
    presenceWrite: access?.presence_write === true,
  };
}
