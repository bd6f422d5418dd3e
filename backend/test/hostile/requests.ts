import fc from 'fast-check';

/** One raw HTTP request the hostile run sends (path sent byte-for-byte: no URL normalisation). */
export interface HostileRequest {
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Tokens the generator may present: real ones (anon, a reader without a role) and forged ones. */
export interface HostileTokens {
  anonKey: string;
  reader: string;
  /** Signature does not verify: payload re-encoded with `role: service_role`. */
  tampered: string;
  expired: string;
  algNone: string;
  wrongKey: string;
  /** HS256 signed with the anon key string as the secret, claiming service_role. */
  signedWithAnonKey: string;
  garbage: string;
}

/** Tables anon or a signed-in reader may not write (the public-insert tables are left out on purpose). */
const PROTECTED_TABLES = [
  'news_stories',
  'photo_essays',
  'live_feeds',
  'advertisements',
  'sports_categories',
  'sports_events',
  'user_roles',
  'story_revisions',
  'publication_schedule',
  'role_audit_log',
  'live_feed_visibility',
];
const READABLE_TABLES = [
  ...PROTECTED_TABLES,
  'story_views',
  'contact_messages',
  'story_tips',
  'page_views',
  'newsletter_subscribers',
];
const COLUMNS = ['id', 'title', 'slug', 'status', 'published_at', 'created_at', 'user_id', 'role', 'body', 'url'];
const ADMIN_RPCS = ['set_user_role', 'start_draft_from_tip', 'admin_list_users', 'admin_search_users'];
const READ_RPCS = ['seconds_until_next_publication', 'analytics_summary', 'analytics_trends', ...ADMIN_RPCS];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'not.eq',
  'eq(any)',
  'like(all)',
  'bogus',
  '',
  'not',
  'not.not.in',
];

/** Injection and type-confusion values (SQL, path, template, encoding tricks). */
const NASTY_VALUES = [
  "'; drop table public.news_stories; --",
  '1 or 1=1',
  '") or true --',
  "' union select * from auth.users --",
  '%00',
  '\u0000',
  '%ff%fe',
  '\xff\xfe',
  '\uD800',
  '9'.repeat(400),
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  'true',
  'null',
  '(a,b',
  '{1,2',
  '[1,2]',
  '{"a":',
  '$1',
  '${7*7}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'ü̈́̈́́̈́',
  '\\',
  '"',
  "'",
  ',',
  '.',
  '()',
  '2026-13-45',
  '00000000-0000-0000-0000-00000000000g',
  'a'.repeat(5000),
];

/** Percent-encodes every byte except unreserved ones (lone surrogates become U+FFFD, as on the wire). */
const enc = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

function tokenHeaders(tokens: HostileTokens, which: keyof HostileTokens | 'none'): Record<string, string> {
  if (which === 'none') return {};
  if (which === 'anonKey') return { apikey: tokens.anonKey };
  return { apikey: tokens.anonKey, authorization: `Bearer ${tokens[which]}` };
}

const anyToken = fc.constantFrom<keyof HostileTokens | 'none'>(
  'none',
  'anonKey',
  'reader',
  'tampered',
  'expired',
  'algNone',
  'wrongKey',
  'signedWithAnonKey',
  'garbage',
);
/** Identities that must never be allowed to write protected data. */
const nonEditorToken = anyToken;

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_VALUES),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const identifier = fc.oneof(
  fc.constantFrom(...READABLE_TABLES, ...COLUMNS),
  fc.constantFrom('pg_catalog.pg_authid', 'auth.users', 'users', 'x"y', 'a b', '*', '', '..', '%2e', 'rpc'),
  nastyString,
);

const selectTree: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom('*', 'id', 'title', '(', ')', ',', '!inner', '...', '::text', '->', '->>', ':', 'count()', 'sum'),
      fc.constantFrom('news_stories(*)', 'user_roles!inner(*)', 'author:user_id(*)', 'x(y(z(w)))', '*,*'),
      identifier,
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

const filterParam = fc
  .tuple(identifier, fc.constantFrom(...OPERATORS), nastyString)
  .map(([column, op, value]) => `${enc(column)}=${enc(op)}.${enc(value)}`);
const logicParam = fc
  .tuple(fc.constantFrom('or', 'and', 'not.or'), fc.array(filterParam, { maxLength: 3 }), fc.boolean())
  .map(([name, parts, unbalanced]) => `${name}=${enc(`(${parts.join(',')}${unbalanced ? '' : ')'}`)}`);
/** `or=` nested up to 2,000 levels, parentheses unencoded (encoded, a deep one outgrows the URL limit). */
const deepLogicParam = fc
  .integer({ min: 65, max: 2000 })
  .map((depth) => `or=(${'or('.repeat(depth)}id.is.null${')'.repeat(depth)})`);
const orderParam = fc
  .tuple(identifier, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways', '.asc.asc'))
  .map(([column, direction]) => `order=${enc(column + direction)}`);
const pagingParam = fc
  .tuple(
    fc.constantFrom('limit', 'offset'),
    fc.oneof(fc.integer(), fc.constantFrom('-1', 'abc', '1e99', '', '9'.repeat(30))),
  )
  .map(([name, value]) => `${name}=${enc(String(value))}`);

const queryString = fc
  .array(
    fc.oneof(
      selectTree.map((s) => `select=${enc(s)}`),
      filterParam,
      logicParam,
      deepLogicParam,
      orderParam,
      pagingParam,
      fc.tuple(identifier, nastyString).map(([k, v]) => `${enc(k)}=${enc(v)}`),
      fc.constantFrom('columns=%22a%22,b', 'on_conflict=nope', 'select', '&&&', '=', '%zz', 'a=%'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => (parts.length ? `?${parts.join('&')}` : ''));

const someRestHeaders = fc.record(
  {
    range: fc.constantFrom('0-9', 'abc', '-5-', '9999999999999999999-1', '5-2', 'items=0-1', '0-'),
    'range-unit': fc.constantFrom('items', 'bytes', 'x'),
    prefer: fc.constantFrom(
      'count=exact',
      'count=planned',
      'count=nonsense',
      'return=representation',
      'return=headers-only',
      'resolution=merge-duplicates',
      'handling=strict, max-affected=0',
      'tx=rollback',
      'params=single-object',
      'missing=default,return=minimal',
      'garbage;;;',
    ),
    accept: fc.constantFrom(
      'application/json',
      'application/vnd.pgrst.object+json',
      'application/vnd.pgrst.plan+json',
      'text/csv',
      'application/geo+json',
      'image/png',
      '*/*',
      'application/json;nulls=stripped',
      ';;;',
    ),
    'accept-profile': fc.constantFrom('public', 'auth', 'pg_catalog', 'storage', 'nope', ''),
    'content-profile': fc.constantFrom('public', 'auth', 'storage', 'nope'),
  },
  { requiredKeys: [] },
);
// Mostly plain requests, so the filters and bodies reach the query planner rather than a 406.
const restHeaders = fc.oneof({ arbitrary: fc.constant({}), weight: 2 }, { arbitrary: someRestHeaders, weight: 1 });

const deepJson = fc.integer({ min: 50, max: 5000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`);
/** An object whose `data` (user metadata, a jsonb column) nests up to 5,000 levels (issue 47). */
const deepObject = fc
  .integer({ min: 65, max: 5000 })
  .map((depth) => `{"email":"deep@example.com","data":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`);
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom(...COLUMNS, 'version', 'is_active', 'x'),
      fc.oneof(nastyString, fc.jsonValue({ maxDepth: 2 })),
      { maxKeys: 6 },
    )
    .map((o) => JSON.stringify(o)),
  fc.constantFrom('{', '{"a":1,}', 'null', '[]', '""', '[{}]', '{"title":', '\u0000', 'not json', '{"a":1}{"b":2}'),
  deepJson,
  deepObject,
  fc.string({ unit: 'binary', maxLength: 200 }),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'text/csv',
  '',
  '\u00ff/\u00fe',
);

const headerBomb = fc
  .tuple(
    fc.constantFrom(
      'x-filler',
      'prefer',
      'range',
      'accept',
      'apikey',
      'authorization',
      'accept-profile',
      'x-client-info',
      'x-forwarded-for',
    ),
    fc.constantFrom('a', '=', ',', ';'),
  )
  .map(([name, unit]) => ({ [name]: unit.repeat(10_000) }));

function withBody(body: string | Buffer, type: string): { body: Buffer; headers: Record<string, string> } {
  return {
    body: Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'),
    headers: type ? { 'content-type': type } : {},
  };
}

function restRead(tokens: HostileTokens): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(identifier, queryString, restHeaders, anyToken, fc.constantFrom('GET', 'HEAD'))
    .map(([table, qs, headers, token, method]) => ({
      kind: 'rest-read',
      method,
      path: `/rest/v1/${enc(table)}${qs}`,
      headers: { ...tokenHeaders(tokens, token), ...headers },
    }));
}

function restWrite(tokens: HostileTokens): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(
      fc.constantFrom(...PROTECTED_TABLES),
      fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT'),
      queryString,
      restHeaders,
      nonEditorToken,
      jsonBody,
      contentType,
    )
    .map(([table, method, qs, headers, token, body, type]) => {
      const payload = withBody(body, type);
      return {
        kind: 'rest-write',
        method,
        path: `/rest/v1/${table}${qs}`,
        headers: { ...tokenHeaders(tokens, token), ...headers, ...payload.headers },
        body: method === 'DELETE' && body.length % 2 === 0 ? undefined : payload.body,
      };
    });
}

function rpcCall(tokens: HostileTokens): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(
      fc.oneof(fc.constantFrom(...READ_RPCS), identifier),
      fc.constantFrom('GET', 'POST'),
      queryString,
      nonEditorToken,
      jsonBody,
      contentType,
    )
    .map(([fn, method, qs, token, body, type]) => {
      // POST only to admin-only functions (a reader or a forged token must be refused); GET runs read-only.
      const name = method === 'POST' && !ADMIN_RPCS.includes(fn) ? ADMIN_RPCS[fn.length % ADMIN_RPCS.length] : fn;
      const payload = withBody(body, type);
      return {
        kind: 'rpc',
        method,
        path: `/rest/v1/rpc/${enc(name)}${qs}`,
        headers: { ...tokenHeaders(tokens, token), ...(method === 'POST' ? payload.headers : {}) },
        body: method === 'POST' ? payload.body : undefined,
      };
    });
}

const objectName = fc.oneof(
  fc.constantFrom(
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e/%2e%2e/escape.txt',
    '..%c0%af..%c0%afescape',
    '..\\..\\windows\\win.ini',
    '%E2%80%A5/%E2%80%A5/escape',
    '%EF%BC%8E%EF%BC%8E%EF%BC%8Fescape',
    '.%2e/.%2e/escape',
    '%252e%252e%252fescape',
    'a/../../../escape',
    './././x.png',
    '/absolute.png',
    '//double.png',
    'nul%00byte.png',
    'CON',
    '....//....//escape',
    encodeURIComponent('../../escape.png'),
    'a'.repeat(1100),
    'stories/legit.png',
    '',
  ),
  fc.string({ maxLength: 30 }).map(enc),
);
const bucketName = fc.oneof(
  fc.constantFrom('blog-images', 'nope', '..', '%2e%2e', 'blog-images%2F..', 'BLOG-IMAGES', enc("'; drop --"), ''),
  fc.string({ maxLength: 12 }).map(enc),
);

function storageRequest(tokens: HostileTokens): fc.Arbitrary<HostileRequest> {
  const upload = fc
    .tuple(
      bucketName,
      objectName,
      nonEditorToken,
      fc.constantFrom('POST', 'PUT'),
      fc.oneof(
        fc.constant(Buffer.alloc(0)),
        fc.constant(Buffer.from('\x89PNG\r\n\x1a\n')),
        fc.integer({ min: 1, max: 2048 }).map((n) => Buffer.alloc(n, 7)),
        fc.constant(Buffer.alloc(6 * 1024 * 1024, 1)),
        fc.constant(
          Buffer.from('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot ended'),
        ),
        fc.constant(Buffer.from('--xyz--')),
      ),
      fc.constantFrom(
        'image/png',
        'multipart/form-data; boundary=xyz',
        'multipart/form-data',
        'text/html',
        '',
        'image/svg+xml',
      ),
      fc.boolean(),
    )
    .map(([bucket, name, token, method, body, type, upsert]) => ({
      kind: 'storage-upload',
      method,
      path: `/storage/v1/object/${bucket}/${name}`,
      headers: {
        ...tokenHeaders(tokens, token),
        ...(type ? { 'content-type': type } : {}),
        ...(upsert ? { 'x-upsert': 'true' } : {}),
      },
      body,
    }));
  const read = fc
    .tuple(
      fc.constantFrom(
        'object/public',
        'object/authenticated',
        'object/info/public',
        'object/sign',
        'object',
        'render/image/public',
      ),
      bucketName,
      objectName,
      anyToken,
      fc.constantFrom('', '?token=abc', '?token=eyJhbGciOiJub25lIn0.e30.', '?download=..%2F..', '?width=-1&height=1e9'),
    )
    .map(([route, bucket, name, token, qs]) => ({
      kind: 'storage-read',
      method: 'GET',
      path: `/storage/v1/${route}/${bucket}/${name}${qs}`,
      headers: tokenHeaders(tokens, token),
    }));
  const manage = fc
    .tuple(
      fc.constantFrom(
        ['DELETE', '/storage/v1/object/blog-images'],
        ['POST', '/storage/v1/object/move'],
        ['POST', '/storage/v1/object/copy'],
        ['POST', '/storage/v1/object/list/blog-images'],
        ['POST', '/storage/v1/bucket'],
        ['PUT', '/storage/v1/bucket/blog-images'],
        ['DELETE', '/storage/v1/bucket/blog-images'],
        ['POST', '/storage/v1/bucket/blog-images/empty'],
        ['POST', '/storage/v1/object/sign/blog-images/x.png'],
      ),
      nonEditorToken,
      jsonBody,
      contentType,
    )
    .map(([[method, path], token, body, type]) => {
      const payload = withBody(body, type);
      return {
        kind: 'storage-manage',
        method,
        path,
        headers: { ...tokenHeaders(tokens, token), ...payload.headers },
        body: payload.body,
      };
    });
  return fc.oneof(upload, read, manage);
}

function authRequest(tokens: HostileTokens): fc.Arbitrary<HostileRequest> {
  // Sign-up bodies that must be refused (no valid e-mail or a too-short password), so no user is created.
  const badCredentials = fc.record({
    email: fc.oneof(
      fc.constantFrom('', 'no-at-sign', '@', 'a@', ' ', "x'@--"),
      fc.string({ maxLength: 20 }).filter((s) => !s.includes('@')),
    ),
    password: fc.oneof(fc.string({ maxLength: 5 }), nastyString),
  });
  const signup = fc
    .tuple(
      fc.oneof(
        badCredentials.map((c) => JSON.stringify(c)),
        jsonBody,
      ),
      contentType,
    )
    .map(([body, type]) => ({ kind: 'auth-signup', method: 'POST', path: '/auth/v1/signup', ...withBody(body, type) }))
    .map((r) => ({ ...r, headers: { apikey: tokens.anonKey, ...r.headers } }));
  const token = fc
    .tuple(
      fc.constantFrom('password', 'refresh_token', 'pkce', 'id_token', '', 'password&grant_type=refresh_token'),
      fc.oneof(
        fc
          .record({ email: fc.constantFrom('nobody@example.com', 'admin@example.com'), password: nastyString })
          .map((c) => JSON.stringify(c)),
        fc.record({ refresh_token: nastyString }).map((c) => JSON.stringify(c)),
        jsonBody,
      ),
      contentType,
    )
    .map(([grant, body, type]) => {
      const payload = withBody(body, type);
      return {
        kind: 'auth-token',
        method: 'POST',
        path: `/auth/v1/token?grant_type=${grant}`,
        headers: { apikey: tokens.anonKey, ...payload.headers },
        body: payload.body,
      };
    });
  const user = fc
    .tuple(
      fc.constantFrom(
        ['GET', '/auth/v1/user'],
        ['PUT', '/auth/v1/user'],
        ['POST', '/auth/v1/logout?scope=global'],
        ['POST', '/auth/v1/logout?scope=nonsense'],
        ['GET', '/auth/v1/admin/users'],
        ['POST', '/auth/v1/admin/users'],
        ['GET', '/auth/v1/admin/users/00000000-0000-0000-0000-000000000000'],
        ['PUT', '/auth/v1/admin/users/not-a-uuid'],
        ['DELETE', '/auth/v1/admin/users/%2e%2e'],
        ['POST', '/auth/v1/recover'],
        ['POST', '/auth/v1/otp'],
        ['GET', '/auth/v1/../rest/v1/user_roles'],
      ),
      fc.constantFrom<keyof HostileTokens | 'none'>(
        'none',
        'anonKey',
        'tampered',
        'expired',
        'algNone',
        'wrongKey',
        'signedWithAnonKey',
        'garbage',
      ),
      fc.oneof(
        jsonBody,
        fc.record({ email: fc.constantFrom('x@example.com', 'nobody@example.com') }).map((b) => JSON.stringify(b)),
      ),
      contentType,
    )
    .map(([[method, path], tk, body, type]) => {
      const payload = withBody(path === '/auth/v1/otp' ? withoutSignUp(body) : body, type);
      return {
        kind: 'auth-user',
        method,
        path,
        headers: { ...tokenHeaders(tokens, tk), ...payload.headers },
        body: method === 'GET' || method === 'DELETE' ? undefined : payload.body,
      };
    });
  return fc.oneof(signup, token, user);
}

/**
 * A well-formed /otp for a new address signs that address up, as GoTrue does (a legitimate
 * write, like a valid /signup): the probe asks with create_user false, so it must change nothing.
 */
function withoutSignUp(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return JSON.stringify({ ...parsed, create_user: false });
    }
  } catch {
    // Not JSON: sent as it is.
  }
  return body;
}

function functionsRequest(tokens: HostileTokens): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(
      fc.oneof(
        fc.constantFrom('simple-analytics', 'nope', '..', '%2e%2e%2f_shared', '_shared', 'simple-analytics/../contact'),
        fc.string({ maxLength: 10 }).map(enc),
      ),
      fc.constantFrom('GET', 'POST', 'DELETE', 'PATCH', 'OPTIONS'),
      fc.constantFrom<keyof HostileTokens | 'none'>(
        'none',
        'anonKey',
        'reader',
        'tampered',
        'expired',
        'algNone',
        'wrongKey',
        'signedWithAnonKey',
        'garbage',
      ),
      jsonBody,
      contentType,
    )
    .map(([name, method, token, body, type]) => {
      const payload = withBody(body, type);
      return {
        kind: 'functions',
        method,
        path: `/functions/v1/${name}`,
        headers: { ...tokenHeaders(tokens, token), ...payload.headers, origin: 'http://localhost' },
        body: method === 'GET' || method === 'OPTIONS' ? undefined : payload.body,
      };
    });
}

function headerBombRequest(tokens: HostileTokens): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(
      fc.constantFrom(
        '/rest/v1/news_stories?select=id&limit=1',
        '/auth/v1/user',
        '/storage/v1/bucket',
        '/functions/v1/simple-analytics',
        '/rest/v1/rpc/seconds_until_next_publication',
      ),
      headerBomb,
    )
    .map(([path, bomb]) => ({
      kind: 'header-bomb',
      method: 'GET',
      path,
      headers: { apikey: tokens.anonKey, ...bomb },
    }));
}

function oversizedRequest(tokens: HostileTokens): fc.Arbitrary<HostileRequest> {
  return fc
    .constantFrom(
      ['/rest/v1/news_stories', 11 * 1024 * 1024],
      ['/auth/v1/signup', 300 * 1024],
      ['/rest/v1/rpc/set_user_role', 11 * 1024 * 1024],
    )
    .map(([path, size]) => ({
      kind: 'oversized',
      method: 'POST',
      path: path as string,
      headers: { apikey: tokens.anonKey, 'content-type': 'application/json' },
      body: Buffer.from(`{"title":"${'x'.repeat((size as number) - 12)}"}`),
    }));
}

/** The whole hostile mix, weighted toward the REST API (the largest surface). */
export function hostileRequest(tokens: HostileTokens): fc.Arbitrary<HostileRequest> {
  return fc.oneof(
    { arbitrary: restRead(tokens), weight: 30 },
    { arbitrary: restWrite(tokens), weight: 20 },
    { arbitrary: rpcCall(tokens), weight: 10 },
    { arbitrary: storageRequest(tokens), weight: 15 },
    { arbitrary: authRequest(tokens), weight: 12 },
    { arbitrary: functionsRequest(tokens), weight: 6 },
    { arbitrary: headerBombRequest(tokens), weight: 5 },
    { arbitrary: oversizedRequest(tokens), weight: 1 },
  );
}
