import type { WebSocket } from 'ws';
import type { RequestIdentity } from '../db/requestContext.ts';
import type { ChannelPolicies } from './authorization.ts';
import type { ColumnFilter } from './filters.ts';
import { encodeText, type PhxMessage, type Vsn } from './protocol.ts';

/** One postgres_changes binding of a joined channel, with the id echoed in the join reply. */
export interface PgBinding {
  id: number;
  schema: string;
  /** null: every table of the schema. */
  table: string | null;
  /** '*', 'INSERT', 'UPDATE' or 'DELETE'. */
  event: string;
  filters: ColumnFilter[];
}

export interface PresenceMeta {
  phx_ref: string;
  [key: string]: unknown;
}

export interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  /** The apikey the socket connected with; a join without access_token acts with it. */
  apikey: string;
  channels: Map<string, Channel>;
  lastSeen: number;
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  connection: Connection;
  /**
   * Joined with `config.private`: checked against RLS on realtime.messages, and never in the same
   * room as public channels of the same topic (hosted keeps them apart too).
   */
  private: boolean;
  /** What RLS allows on a private channel; null on a public one (everything is allowed). */
  policies: ChannelPolicies | null;
  /** The token the channel acts with; a refresh with the same token changes nothing. */
  token: string;
  identity: RequestIdentity;
  /** Channels with equal keys see the same rows: one RLS check serves them all. */
  identityKey: string;
  /** Token expiry (seconds since epoch); delivery stops after it. */
  expiresAt: number | null;
  bindings: PgBinding[];
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  presence: PresenceMeta | null;
}

export function send(connection: Connection, message: PhxMessage): void {
  if (connection.ws.readyState === connection.ws.OPEN) connection.ws.send(encodeText(message, connection.vsn));
}

export function push(channel: Channel, event: string, payload: unknown, ref: string | null = null): void {
  send(channel.connection, { joinRef: channel.joinRef, ref, topic: channel.topic, event, payload });
}

/** Stable key of what RLS sees: the role and the claims (sorted, so key order does not matter). */
export function identityKeyOf(identity: RequestIdentity): string {
  const claims = Object.keys(identity.claims)
    .filter((key) => key !== 'iat' && key !== 'exp')
    .sort()
    .map((key) => [key, identity.claims[key]]);
  return JSON.stringify([identity.role, claims]);
}
