-- Preview links (issue 53, item 5; decision 176; docs/product/routes.md#preview-links): an editor
-- shares a link to an unpublished story that works without an account until it expires (1 hour to
-- 7 days, 24 hours by default) or is revoked. The token is 244 random bits from the database's
-- CSPRNG (two gen_random_uuid(), pgcrypto is not on every database this runs on), base64url, shown
-- once to its creator; only its SHA-256 is stored, and no API role can read that column.
-- The story shown is the row as saved (the co-edited working copy is not previewed).

create table public.story_preview_links (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  token_hash bytea not null
    constraint story_preview_links_token_hash_key unique
    constraint story_preview_links_token_hash_size check (octet_length(token_hash) = 32),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  constraint story_preview_links_expiry check (expires_at > created_at and expires_at <= created_at + interval '7 days')
);

comment on table public.story_preview_links is
  'Links to an unpublished story for readers without an account: the token''s SHA-256, expiry, revocation (decision 176).';

-- The console lists a story's links.
create index story_preview_links_story_idx on public.story_preview_links (story_id, created_at desc);

alter table public.story_preview_links enable row level security;

-- Staff who may edit the story (the "Editors edit stories" rights and their two-factor rule) see
-- its links; every column but the hash. Writes go through the functions below only.
create policy "Staff with rights on the story read its preview links" on public.story_preview_links
  for select to authenticated using ((select public.may_coedit_story(story_id)));

grant select (id, story_id, created_by, created_at, expires_at, revoked_at)
  on public.story_preview_links to authenticated;
grant all on public.story_preview_links to service_role;

-- Creates a link and answers its token, the only time it is ever known. 42501 unless the caller
-- is staff meeting their two-factor rule (the rights on every story), P0002 for a story that does
-- not exist, 22023 for a published story (its address is public) or an expiry out of range.
create or replace function public.create_story_preview_link(story uuid, expires_in_hours integer default 24)
returns table (id uuid, token text, expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  secret text := rtrim(translate(encode(decode(
    replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=');
  link public.story_preview_links%rowtype;
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only staff with rights on the story may share a preview of it' using errcode = '42501';
  end if;
  if not coalesce(public.may_coedit_story(story), false) then
    raise exception 'The story no longer exists' using errcode = 'P0002';
  end if;
  if exists (
    select 1 from public.news_stories s where s.id = story and s.status = 'published' and s.published_at <= now()
  ) then
    raise exception 'This story is published: share its address instead' using errcode = '22023';
  end if;
  if expires_in_hours is null or expires_in_hours not between 1 and 168 then
    raise exception 'A preview link lasts from 1 hour to 7 days' using errcode = '22023';
  end if;
  insert into public.story_preview_links (story_id, token_hash, created_by, expires_at)
  values (story, sha256(convert_to(secret, 'UTF8')), (select auth.uid()),
          now() + make_interval(hours => expires_in_hours))
  returning * into link;
  return query select link.id, secret, link.expires_at;
end
$$;

comment on function public.create_story_preview_link(uuid, integer) is
  'Creates a preview link to an unpublished story; answers its token once (decision 176).';

-- Revokes a link now; revoking a revoked link changes nothing. 42501 as above, P0002 for no link.
create or replace function public.revoke_story_preview_link(link uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  story uuid := (select l.story_id from public.story_preview_links l where l.id = link);
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only staff with rights on the story may revoke its preview links' using errcode = '42501';
  end if;
  if story is null or not coalesce(public.may_coedit_story(story), false) then
    raise exception 'No such preview link' using errcode = 'P0002';
  end if;
  update public.story_preview_links l set revoked_at = now() where l.id = link and l.revoked_at is null;
end
$$;

comment on function public.revoke_story_preview_link(uuid) is
  'Revokes a story''s preview link at once (decision 176).';

-- Failed tries are limited per source and in all (docs/product/security.md#request-limits); a
-- valid link never counts. A refusal is the usual 429 with Retry-After.
insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('story_previews:source', 30, 30, 600, 'Too many invalid preview links from your connection. Please try again later.'),
  ('story_previews:all', 3000, 3000, 600, 'Too many invalid preview links right now. Please try again later.');

-- The story a valid token opens, as the reader's story page reads it (STORY_PAGE_COLUMNS: the
-- card's columns, summary, body, credits, topics, corrections); null for a token unknown, revoked,
-- expired or malformed, all alike (no oracle). Volatile: a failure counts against the limits.
create or replace function public.story_preview(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.news_stories%rowtype;
begin
  if token ~ '^[A-Za-z0-9_-]{43}$' then
    select n.* into s
      from public.story_preview_links l join public.news_stories n on n.id = l.story_id
     where l.token_hash = sha256(convert_to(token, 'UTF8'))
       and l.revoked_at is null and l.expires_at > now();
  end if;
  if s.id is null then
    perform private.enforce_request_limits('story_previews');
    return null;
  end if;
  return jsonb_build_object(
    'id', s.id, 'title', s.title, 'author', s.author, 'category', s.category, 'read_time', s.read_time,
    'image_url', s.image_url, 'image_alt', s.image_alt, 'image_caption', s.image_caption,
    'image_author', s.image_author, 'image_focal_x', s.image_focal_x, 'image_focal_y', s.image_focal_y,
    'is_featured', s.is_featured, 'status', s.status, 'published_at', s.published_at,
    'created_at', s.created_at, 'updated_at', s.updated_at, 'live_state', s.live_state,
    'live_updated_at', public.live_updated_at(s), 'credits', public.credits(s), 'summary', s.summary,
    'body', s.body, 'topics', public.topics(s),
    'story_corrections', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'note', c.note, 'published_at', c.published_at)
                       order by c.published_at)
        from public.story_corrections c where c.story_id = s.id), '[]'::jsonb)
  );
end
$$;

comment on function public.story_preview(text) is
  'The story a preview token opens, as its page reads it; null for any invalid token (decision 176).';

revoke execute on function public.create_story_preview_link(uuid, integer), public.revoke_story_preview_link(uuid),
  public.story_preview(text) from public;
grant execute on function public.create_story_preview_link(uuid, integer), public.revoke_story_preview_link(uuid)
  to authenticated, service_role;
grant execute on function public.story_preview(text) to anon, authenticated, service_role;
