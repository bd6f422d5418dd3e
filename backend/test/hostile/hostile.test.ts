import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../schema/apiWorld.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { createTestClient, startTestBackend, type TestBackend } from '../helpers/testBackend.ts';
import { hostileRequest, type HostileRequest, type HostileTokens } from './requests.ts';
import { hostileRealtimeRound } from './realtimeFrames.ts';
import { newsroomMarker, readerPage, strangerBroadcasts } from './strangerBroadcast.ts';
import type { RawSocket } from '../realtime/wsClient.ts';
import { describeRequest, errorShapeProblem, sendRaw } from './send.ts';
import { snapshotDatabase, snapshotFiles } from './snapshot.ts';

/**
 * Hostile requests against the real project schema and seed: `HOSTILE_RUNS` generated requests
 * (default 300 in `npm test`; `npm run test:hostile` sends 2,000), seeded by `HOSTILE_SEED` so a
 * failure is reproduced by re-running with the printed seed. None may answer 5xx, every error is a
 * Supabase error body, and requests that must be refused leave the database and files untouched.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 300);
const SEED = Number(process.env.HOSTILE_SEED ?? 20261122);
const CONCURRENCY = 8;

async function forgeTokens(tb: TestBackend): Promise<HostileTokens> {
  const secret = new TextEncoder().encode(tb.backend.jwtSecret);
  const reader = await createTestClient(tb.url, tb.backend.anonKey).auth.signInWithPassword({
    email: 'reader@example.com',
    password: 'password123',
  });
  if (reader.error || !reader.data.session) throw new Error(`reader sign-in failed: ${reader.error?.message}`);
  const access = reader.data.session.access_token;
  const [header, payload] = access.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const serviceClaims = { role: 'service_role', iss: 'supabase-demo' };
  return {
    anonKey: tb.backend.anonKey,
    reader: access,
    tampered: `${header}.${forgedPayload}.${access.split('.')[2]}`,
    expired: await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secret),
    algNone: `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...serviceClaims, exp: now + 3600 })).toString('base64url')}.`,
    wrongKey: await new SignJWT({ ...serviceClaims, exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret')),
    signedWithAnonKey: await new SignJWT({ ...serviceClaims, exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(tb.backend.anonKey)),
    garbage: 'eyJ.not.a.jwt',
  };
}

async function runPool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

for (const database of databaseKinds()) {
  describe(`hostile requests [${database}] (seed ${SEED}, ${RUNS} requests)`, () => {
    let tb: TestBackend;
    let root: string;
    let storageDir: string;

    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), 'hostile-'));
      storageDir = path.join(root, 'storage');
      await mkdir(storageDir);
      tb = await startTestBackend({ database, supabaseDir: SUPABASE_DIR, overrides: { storageDir, seed: true } });
      // A seeded backend on disk: about 10 s alone, past 120 s at the lowest priority beside Playwright.
    }, 300_000);
    afterAll(async () => {
      await tb?.stop();
      await rm(root, { recursive: true, force: true });
    });

    it('answers every generated request without a 5xx, in the Supabase error shape, changing nothing', async () => {
      const tokens = await forgeTokens(tb);
      const requests: HostileRequest[] = fc.sample(hostileRequest(tokens), { seed: SEED, numRuns: RUNS });
      const dbBefore = await snapshotDatabase(tb.backend.db);
      const filesBefore = await snapshotFiles(root);

      const failures: string[] = [];
      const statuses = new Map<number, number>();
      await runPool(requests, CONCURRENCY, async (request, index) => {
        const where = `#${index} ${describeRequest(request)}`;
        try {
          const response = await sendRaw(tb.url, request);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) failures.push(`${where} → ${response.status} ${response.body.slice(0, 200)}`);
          const shape = errorShapeProblem(request, response);
          if (shape) failures.push(`${where} → ${shape}`);
          if (response.body.includes('root:x:0:0')) failures.push(`${where} → served /etc/passwd`);
        } catch (error) {
          // A 413 may close the socket while the oversized body is still being written: that is a refusal.
          if (request.kind === 'oversized' && /EPIPE|ECONNRESET/.test(String(error))) return;
          failures.push(`${where} → ${String(error)}`);
        }
      });

      // Still alive and serving.
      const health = await fetch(`${tb.url}/auth/v1/health`);
      expect(health.status).toBe(200);
      console.info(
        `hostile [${database}] seed ${SEED}: ${requests.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
      );
      expect(failures.slice(0, 20), `${failures.length} failures (HOSTILE_SEED=${SEED})`).toEqual([]);
      expect(await snapshotDatabase(tb.backend.db)).toEqual(dbBefore);
      expect(await snapshotFiles(root)).toEqual(filesBefore);
    });

    it('refuses a truncated multipart upload in JSON and keeps serving (it once ended the process)', async () => {
      const body = Buffer.from(
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot ended',
      );
      const response = await sendRaw(tb.url, {
        kind: 'regression',
        method: 'POST',
        path: '/storage/v1/object/blog-images/truncated.png',
        headers: { apikey: tb.backend.anonKey, 'content-type': 'multipart/form-data; boundary=xyz' },
        body,
      });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ message: 'Malformed multipart body' });
      const backslash = await sendRaw(tb.url, {
        kind: 'regression',
        method: 'GET',
        path: '/storage/v1/object/public/blog-images/..\\x',
        headers: {},
      });
      expect(backslash.status).toBe(400);
      expect(JSON.parse(backslash.body)).toMatchObject({ code: 'bad_request' });
      expect((await fetch(`${tb.url}/auth/v1/health`)).status).toBe(200);
    });

    it('refuses a story-tip flood whatever X-Forwarded-For it forges: 429 in the error shape, the limit stored', async () => {
      // The shipped per-source figure is scaled for the suites; 3 here keeps the flood short.
      await tb.backend.db.query(`update private.rate_limit_rules set max_hits = 3 where bucket = 'story_tips:source'`);
      const forgeries = [
        '203.0.113.9',
        '::1',
        '10.0.0.1, 127.0.0.1',
        'unknown',
        `${'1.2.3.4, '.repeat(500)}5.6.7.8`,
        "'; drop table story_tips; --",
      ];
      const answers = [];
      for (const [i, forged] of forgeries.entries()) {
        const request: HostileRequest = {
          kind: 'flood',
          method: 'POST',
          path: '/rest/v1/story_tips',
          headers: { apikey: tb.backend.anonKey, 'content-type': 'application/json', 'x-forwarded-for': forged },
          body: Buffer.from(
            JSON.stringify({
              title: `hostile flood ${i}`,
              summary: 'S',
              author: 'A',
              read_time: '1 min',
              category: 'Sports',
            }),
          ),
        };
        const response = await sendRaw(tb.url, request);
        answers.push(response.status);
        if (response.status >= 400) expect(errorShapeProblem(request, response)).toBeNull();
      }
      expect(answers).toEqual([201, 201, 201, 429, 429, 429]);
      const { rows } = await tb.backend.db.query<{ n: number }>(
        `select count(*)::int as n from public.story_tips where title like 'hostile flood %'`,
      );
      expect(rows[0].n).toBe(3);
    });

    it('refuses JSON nested 5,000 levels deep with 400 in sign-up, OTP, PUT /user and REST, not 500 (issue 47)', async () => {
      // Sent as text: supabase-js's own JSON.stringify overflows on such an object first.
      const data = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
      const tokens = await forgeTokens(tb);
      const send = (method: string, path: string, body: string, token = tokens.anonKey) =>
        fetch(`${tb.url}${path}`, {
          method,
          headers: { apikey: tb.backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
      const auth = [
        await send(
          'POST',
          '/auth/v1/signup',
          `{"email":"deep-signup@example.com","password":"password123","data":${data}}`,
        ),
        await send('POST', '/auth/v1/otp', `{"email":"deep-otp@example.com","data":${data}}`),
        await send('PUT', '/auth/v1/user', `{"data":${data}}`, tokens.reader),
      ];
      for (const response of auth) {
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'bad_json',
          msg: 'Could not parse request body as JSON: exceeded max depth (64 levels)',
        });
      }
      const rest = [
        await send('POST', '/rest/v1/story_tips', `{"title":${data}}`),
        await send('POST', '/rest/v1/rpc/record_story_view', `{"story_id":${data},"visitor_id":"deep"}`),
      ];
      for (const response of rest) {
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'PGRST102',
          message: 'Empty or invalid json: exceeded max depth (64 levels)',
        });
      }
      const { rows } = await tb.backend.db.query(`select 1 from auth.users where email like 'deep-%'`);
      expect(rows).toEqual([]);
    });

    it('refuses an or=() tree nested 2,000 levels deep with 400 PGRST100 (issue 47)', async () => {
      const deep = `(${'or('.repeat(2_000)}id.is.null${')'.repeat(2_000)})`;
      const response = await fetch(`${tb.url}/rest/v1/news_stories?select=id&or=${deep}`, {
        headers: { apikey: tb.backend.anonKey },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'PGRST100',
        details: 'logic tree nested more than 64 levels deep',
      });
      const anon = createTestClient(tb.url, tb.backend.anonKey);
      const shallow = await anon.from('news_stories').select('id').or('and(id.is.null,or(id.is.null,title.is.null))');
      expect(shallow.error).toBeNull();
    });

    /** What reached a reader's page besides the newsroom's marker: broadcasts and presence. */
    const strangerFrames = (reader: RawSocket) => ({
      broadcasts: [
        ...reader.binaryFrames.filter((frame) => !frame.includes('marker')).map((frame) => frame.toString('latin1')),
        ...reader.frames.filter((frame) => frame[3] === 'broadcast'),
      ],
      presence: reader.frames.filter(
        (frame) => frame[3] === 'presence_diff' || (frame[3] === 'presence_state' && JSON.stringify(frame[4]) !== '{}'),
      ),
    });

    it('survives malformed realtime frames and joins to tables the role may not read', async () => {
      const tokens = await forgeTokens(tb);
      const reader = await readerPage(tb.url, tb.backend.anonKey);
      try {
        const outcome = await hostileRealtimeRound(
          tb.url,
          tokens,
          fc.sample(fc.integer(), { seed: SEED, numRuns: 1 })[0],
        );
        expect(outcome.problems).toEqual([]);
        expect(outcome.framesSent).toBeGreaterThan(20);
        // Generated broadcasts and tracks on the readers' topic, public or private, reached no reader.
        await newsroomMarker(tb.url, tb.backend.serviceRoleKey, reader);
        expect(strangerFrames(reader)).toEqual({ broadcasts: [], presence: [] });
      } finally {
        reader.close();
      }
      const health = await fetch(`${tb.url}/auth/v1/health`);
      expect(health.status).toBe(200);
    });

    it("keeps a stranger's broadcast and presence off the channel readers' pages listen on (issue 35)", async () => {
      const tokens = await forgeTokens(tb);
      const reader = await readerPage(tb.url, tb.backend.anonKey);
      try {
        for (const token of [tokens.anonKey, tokens.reader]) {
          const { replies } = await strangerBroadcasts(tb.url, tokens, token);
          expect(replies).toEqual({
            // The public channel of the same name is another room: accepted, heard by nobody else.
            'public join': { status: 'ok', response: { postgres_changes: [] } },
            'public broadcast': { status: 'ok', response: {} },
            'public track': { status: 'ok', response: {} },
            leave: { status: 'ok', response: {} },
            // Anyone may listen on the private channel; nobody may send or track there (no reply, as hosted).
            'private join': { status: 'ok', response: { postgres_changes: [] } },
            'private broadcast': 'no reply',
            'private track': { status: 'error', response: {} },
          });
        }
        await newsroomMarker(tb.url, tb.backend.serviceRoleKey, reader);
        expect(reader.binaryFrames.filter((frame) => frame.includes('marker'))).toHaveLength(1);
        expect(strangerFrames(reader)).toEqual({ broadcasts: [], presence: [] });
      } finally {
        reader.close();
      }
    });
  });
}
