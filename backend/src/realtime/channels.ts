import { randomUUID } from 'node:crypto';
import type { BackendContext } from '../context.ts';
import type { DbRole, RequestIdentity } from '../db/requestContext.ts';
import { JwtError } from '../jwt.ts';
import {
  authorizeChannel,
  canRead,
  ChannelAuthorizationError,
  channelName,
  noLongerAuthorized,
  unauthorizedToRead,
  type ChannelPolicies,
} from './authorization.ts';
import { identityKeyOf, push, send, type Channel, type Connection, type PgBinding } from './channel.ts';
import { FilterError, parseFilter } from './filters.ts';
import { encodeBinaryBroadcast, encodeText, type BroadcastPush, type PhxMessage } from './protocol.ts';
import type { TableCatalog } from './tables.ts';

const ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];
const EVENTS = ['*', 'INSERT', 'UPDATE', 'DELETE'];

class JoinError extends Error {}

/** A story's co-editing channel (decision 180): its presence names people by their key. */
const COEDITING_TOPIC = /^realtime:story:[^:]+:working$/;

/**
 * On a co-editing channel the presence key is the caller's own user id: the console shows each key
 * as that person's name and caret, so a key of someone else's would put words in their name. Hosted
 * Supabase Realtime does not check this (decision 180 says what that leaves); this backend does.
 */
function checkPresenceKey(topic: string, key: unknown, identity: RequestIdentity): void {
  if (!COEDITING_TOPIC.test(topic) || key === undefined || key === '') return;
  if (key !== identity.claims.sub) {
    throw new JoinError("Unauthorized: a story's co-editing presence key must be your own user id");
  }
}

interface JoinPayload {
  config?: {
    broadcast?: { self?: boolean; ack?: boolean };
    presence?: { key?: string; enabled?: boolean };
    postgres_changes?: unknown;
    private?: unknown;
  };
  access_token?: unknown;
}

/** Real Realtime uses :erlang.phash2 of the params; any stable integer will do for the client. */
function bindingId(params: unknown): number {
  let hash = 0x811c9dc5;
  for (const ch of JSON.stringify(params)) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Never 0: realtime-js treats a falsy id as no id.
  return (hash % (2 ** 27 - 1)) + 1;
}

function mayReadPresence(channel: Channel): boolean {
  return !channel.policies || channel.policies.presenceRead;
}

/** A read permission the old token had and the new one lacks (hosted then closes the channel). */
function readRevoked(before: ChannelPolicies, after: ChannelPolicies): boolean {
  return (before.broadcastRead && !after.broadcastRead) || (before.presenceRead && !after.presenceRead);
}

function reply(connection: Connection, message: PhxMessage, status: 'ok' | 'error', response: unknown): void {
  send(connection, {
    joinRef: message.joinRef,
    ref: message.ref,
    topic: message.topic,
    event: 'phx_reply',
    payload: { status, response },
  });
}

/** Private and public channels of one topic are separate rooms: neither hears the other. */
function roomOf(channel: Pick<Channel, 'private' | 'topic'>): string {
  return `${channel.private ? 'private' : 'public'}|${channel.topic}`;
}

/** The channel half of the Realtime server: join/leave, tokens, broadcast, presence. */
export class RealtimeChannels {
  private readonly byRoom = new Map<string, Set<Channel>>();

  constructor(
    private readonly ctx: BackendContext,
    private readonly catalog: TableCatalog,
  ) {}

  *all(): Iterable<Channel> {
    for (const members of this.byRoom.values()) yield* members;
  }

  async handle(connection: Connection, message: PhxMessage): Promise<void> {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') reply(connection, message, 'ok', {});
      return;
    }
    const channel = connection.channels.get(message.topic);
    if (!channel && !['phx_join', 'phx_leave', 'access_token'].includes(message.event)) {
      // Phoenix answers pushes to a topic the socket has not joined this way.
      return reply(connection, message, 'error', { reason: 'unmatched topic' });
    }
    switch (message.event) {
      case 'phx_join':
        return this.join(connection, message);
      case 'phx_leave':
        if (channel) this.remove(channel);
        return reply(connection, message, 'ok', {});
      case 'access_token':
        if (channel) await this.refreshToken(channel, message.payload);
        return;
      case 'broadcast':
        if (channel) this.broadcast(channel, message as BroadcastPush);
        return;
      case 'presence':
        if (channel) this.presence(channel, message);
        return;
      default:
        reply(connection, message, 'error', { reason: `unknown event "${message.event}"` });
    }
  }

  private async identityFrom(token: string): Promise<{ identity: RequestIdentity; expiresAt: number | null }> {
    let claims: Record<string, unknown>;
    if (token.startsWith('sb_')) {
      // A publishable or secret key stands for its role, with no expiry.
      const role = await this.ctx.keys.apiKeyRole(token).catch(() => {
        throw new JoinError('InvalidJWTToken: Invalid API key');
      });
      return { identity: { role, claims: { role } }, expiresAt: null };
    }
    try {
      claims = await this.ctx.keys.verify(token);
    } catch (error) {
      const reason =
        error instanceof JwtError && error.reason === 'expired' ? 'Token has expired' : 'Invalid token signature';
      throw new JoinError(`InvalidJWTToken: ${reason}`);
    }
    if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
      throw new JoinError('InvalidJWTToken: Fields `role` and `exp` are required in JWT');
    }
    if (!ROLES.includes(claims.role)) throw new JoinError(`InvalidJWTToken: role "${claims.role}" does not exist`);
    return { identity: { role: claims.role as DbRole, claims }, expiresAt: claims.exp };
  }

  private async parseBindings(raw: unknown, role: string): Promise<PgBinding[]> {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) throw new JoinError('PostgresChangesError: postgres_changes must be an array');
    const bindings: PgBinding[] = [];
    for (const entry of raw as Record<string, unknown>[]) {
      const schema = entry?.schema;
      const table = entry?.table ?? null;
      const event = typeof entry?.event === 'string' ? entry.event.toUpperCase() : '';
      const where = `[schema: ${String(schema)}, table: ${String(table ?? '*')}, filters: ${String(entry?.filter ?? '')}]`;
      const fail = (why: string) =>
        new JoinError(`Unable to subscribe to changes with given parameters ${where}: ${why}`);
      if (typeof schema !== 'string' || (table !== null && typeof table !== 'string') || !EVENTS.includes(event)) {
        throw fail('schema, table and event (*, INSERT, UPDATE, DELETE) are required');
      }
      const wholeSchema = table === null || table === '*';
      let filters: PgBinding['filters'] = [];
      if (!wholeSchema) {
        const info = await this.catalog.get(schema, table);
        if (!info) throw fail(`relation ${schema}.${table} does not exist`);
        if (!(await this.catalog.canSelect(role, schema, table))) {
          throw fail(`permission denied for table ${schema}.${table} (role ${role})`);
        }
        if (!info.published) throw fail(`table ${schema}.${table} is not in the supabase_realtime publication`);
        if (entry.filter !== undefined && entry.filter !== null && entry.filter !== '') {
          try {
            filters = parseFilter(String(entry.filter));
          } catch (error) {
            throw fail(error instanceof FilterError ? error.message : 'invalid filter');
          }
          const unknown = filters.find((filter) => !info.types.has(filter.column));
          if (unknown) throw fail(`column ${unknown.column} does not exist in ${schema}.${table}`);
        }
      } else if (entry.filter) {
        throw fail('filters need a table');
      }
      bindings.push({ id: bindingId(entry), schema, table: wholeSchema ? null : table, event, filters });
    }
    return bindings;
  }

  private async join(connection: Connection, message: PhxMessage): Promise<void> {
    const payload = (message.payload ?? {}) as JoinPayload;
    const config = payload.config ?? {};
    const token =
      typeof payload.access_token === 'string' && !payload.access_token.startsWith('sb_')
        ? payload.access_token
        : connection.apikey;
    const isPrivate = config.private === true;
    let channel: Channel;
    try {
      const { identity, expiresAt } = await this.identityFrom(token);
      const policies = isPrivate ? await this.authorizeJoin(identity, message.topic) : null;
      checkPresenceKey(message.topic, config.presence?.key, identity);
      const bindings = await this.parseBindings(config.postgres_changes, identity.role);
      channel = {
        topic: message.topic,
        joinRef: message.joinRef,
        connection,
        private: isPrivate,
        policies,
        token,
        identity,
        identityKey: identityKeyOf(identity),
        expiresAt,
        bindings,
        broadcastSelf: config.broadcast?.self === true,
        broadcastAck: config.broadcast?.ack === true,
        presenceEnabled: config.presence?.enabled === true,
        presenceKey: config.presence?.key || randomUUID(),
        presence: null,
      };
    } catch (error) {
      if (!(error instanceof JoinError)) throw error;
      return reply(connection, message, 'error', { reason: error.message });
    }
    // The socket may have closed while the join was checked: nothing would ever remove it.
    if (connection.ws.readyState !== connection.ws.OPEN) return;
    const previous = connection.channels.get(message.topic);
    if (previous) this.remove(previous);
    connection.channels.set(channel.topic, channel);
    const members = this.byRoom.get(roomOf(channel)) ?? new Set<Channel>();
    members.add(channel);
    this.byRoom.set(roomOf(channel), members);

    const rawBindings = Array.isArray(config.postgres_changes) ? (config.postgres_changes as object[]) : [];
    // Echo every binding exactly as sent, in order, plus its id: realtime-js compares them.
    const echoed = rawBindings.map((entry, i) => ({ ...entry, id: channel.bindings[i].id }));
    reply(connection, message, 'ok', { postgres_changes: echoed });
    if (echoed.length > 0) {
      push(channel, 'system', {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: channel.topic.replace(/^realtime:/, ''),
      });
    }
    if (channel.presenceEnabled && mayReadPresence(channel))
      push(channel, 'presence_state', this.presenceState(channel));
  }

  /** Realtime Authorization of a private join: one query; refused unless RLS lets the user read. */
  private async authorizeJoin(identity: RequestIdentity, topic: string): Promise<ChannelPolicies> {
    try {
      const policies = await authorizeChannel(this.ctx.db, identity, topic);
      if (!canRead(policies)) throw new ChannelAuthorizationError('Unauthorized', unauthorizedToRead(topic));
      return policies;
    } catch (error) {
      if (!(error instanceof ChannelAuthorizationError)) throw error;
      throw new JoinError(`${error.code}: ${error.message}`);
    }
  }

  private async refreshToken(channel: Channel, payload: unknown): Promise<void> {
    const token = (payload as { access_token?: unknown } | null)?.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.token) return;
    try {
      const { identity, expiresAt } = await this.identityFrom(token);
      // A private channel's permissions follow the new token; losing read access ends the channel.
      const policies = channel.private ? await authorizeChannel(this.ctx.db, identity, channel.topic) : null;
      if (policies && !canRead(policies)) throw new JoinError(unauthorizedToRead(channel.topic));
      if (policies && channel.policies && readRevoked(channel.policies, policies)) {
        throw new JoinError(noLongerAuthorized(channel.topic));
      }
      Object.assign(channel, { identity, identityKey: identityKeyOf(identity), expiresAt, token, policies });
    } catch (error) {
      if (!(error instanceof JoinError || error instanceof ChannelAuthorizationError)) throw error;
      this.shutdown(channel, error.message);
    }
  }

  /** Ends a channel the way Realtime does: a system error, then phx_close. */
  private shutdown(channel: Channel, message: string): void {
    push(channel, 'system', { extension: 'system', status: 'error', message, channel: channelName(channel.topic) });
    push(channel, 'phx_close', {});
    this.remove(channel);
  }

  private broadcast(sender: Channel, message: BroadcastPush): void {
    const body = message.payload;
    if (!body || body.type !== 'broadcast' || typeof body.event !== 'string') return;
    // Hosted Realtime drops a broadcast RLS does not allow without a reply, even when ack was asked.
    if (sender.policies && !sender.policies.broadcastWrite) return;
    const binary = 'binary' in message ? message.binary : null;
    let textFrame: string | null = null;
    let binaryFrame: Buffer | null = null;
    const fitsBinary = Buffer.byteLength(sender.topic) < 256 && Buffer.byteLength(body.event) < 256;
    for (const member of this.byRoom.get(roomOf(sender)) ?? []) {
      if (member === sender && !sender.broadcastSelf) continue;
      if (member.policies && !member.policies.broadcastRead) continue;
      const { ws, vsn } = member.connection;
      if (ws.readyState !== ws.OPEN) continue;
      if (vsn === '2.0.0' && (fitsBinary || binary)) {
        binaryFrame ??= encodeBinaryBroadcast(sender.topic, body.event, body.payload, binary);
        ws.send(binaryFrame);
      } else {
        textFrame ??= encodeText(
          { joinRef: null, ref: null, topic: sender.topic, event: 'broadcast', payload: body },
          vsn,
        );
        ws.send(textFrame);
      }
    }
    if (sender.broadcastAck) reply(sender.connection, message, 'ok', {});
  }

  private presenceState(channel: Channel): Record<string, { metas: unknown[] }> {
    const state: Record<string, { metas: unknown[] }> = {};
    for (const member of this.byRoom.get(roomOf(channel)) ?? []) {
      if (!member.presence) continue;
      (state[member.presenceKey] ??= { metas: [] }).metas.push(member.presence);
    }
    return state;
  }

  private presenceDiff(channel: Channel, joins: Record<string, unknown>, leaves: Record<string, unknown>): void {
    for (const member of this.byRoom.get(roomOf(channel)) ?? []) {
      if (member.presenceEnabled && mayReadPresence(member)) push(member, 'presence_diff', { joins, leaves });
    }
  }

  private presence(channel: Channel, message: PhxMessage): void {
    const body = (message.payload ?? {}) as { event?: unknown; payload?: unknown };
    const previous = channel.presence;
    if (body.event === 'track' && channel.policies && !channel.policies.presenceWrite) {
      // Hosted answers a track RLS does not allow with a bare error and keeps the channel.
      return reply(channel.connection, message, 'error', {});
    }
    if (body.event === 'track') {
      const meta = { ...(body.payload as Record<string, unknown>), phx_ref: randomUUID() };
      channel.presence = meta;
      this.presenceDiff(
        channel,
        { [channel.presenceKey]: { metas: [meta] } },
        previous ? { [channel.presenceKey]: { metas: [previous] } } : {},
      );
    } else if (body.event === 'untrack' && previous) {
      channel.presence = null;
      this.presenceDiff(channel, {}, { [channel.presenceKey]: { metas: [previous] } });
    }
    reply(channel.connection, message, 'ok', {});
  }

  /** Closes channels whose token expired without a refresh (supabase-js refreshes in time). */
  closeExpired(nowSeconds = Date.now() / 1000): void {
    for (const channel of [...this.all()]) {
      if (channel.expiresAt === null || channel.expiresAt >= nowSeconds) continue;
      this.shutdown(channel, 'Token has expired');
    }
  }

  remove(channel: Channel): void {
    channel.connection.channels.delete(channel.topic);
    const members = this.byRoom.get(roomOf(channel));
    members?.delete(channel);
    if (members?.size === 0) this.byRoom.delete(roomOf(channel));
    if (channel.presence) {
      this.presenceDiff(channel, {}, { [channel.presenceKey]: { metas: [channel.presence] } });
    }
  }

  dropConnection(connection: Connection): void {
    for (const channel of [...connection.channels.values()]) this.remove(channel);
  }
}
