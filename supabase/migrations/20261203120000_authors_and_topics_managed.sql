-- Author profiles and topics managed in the console (issue 53, item 1; decision 185,
-- docs/product/authors-and-topics.md). Builds on 20261129130000_authors_and_tags.sql.
-- 1. authors gain a long bio, an e-mail for readers (or none), a link to a staff account and a
--    retirement time (a retired author stays on old stories and leaves the pickers).
-- 2. What is refused, with a message the console shows as it is: names too long or blank, slugs
--    that are not lower-case a-z/0-9/hyphens (so no script or bidi characters), reserved slugs,
--    slugs already taken, profile links that are not http(s), a malformed e-mail.
-- 3. The account linked to a profile edits it (not its link, slug or retirement); editors and
--    admins edit every profile. An invited staff member gets a profile when the invitation is
--    accepted.
-- 4. Topics gain a description (the intro on the topic page). A topic's old slugs redirect to it:
--    tag_redirects maps an old slug to a tag id, never to a slug, so renames never chain or loop.
--    merge_topics() moves a topic's stories and old slugs into another and deletes it.

-- 1 -----------------------------------------------------------------------------------------------
alter table public.authors
  add column bio_long text not null default ''
    constraint authors_bio_long_length check (char_length(bio_long) <= 5000),
  add column public_email text
    constraint authors_public_email_format check (
      public_email ~ '^[^[:space:]@<>"]+@[^[:space:]@<>"]+\.[^[:space:]@<>"]+$' and char_length(public_email) <= 254
    ),
  add column user_id uuid references auth.users (id) on delete set null
    constraint authors_user_id_unique unique,
  add column retired_at timestamptz;

comment on column public.authors.bio is 'Short bio (plain text, shown under the name).';
comment on column public.authors.bio_long is 'Long bio (plain text; paragraphs split on blank lines).';
comment on column public.authors.public_email is 'An address readers may write to, or null for none.';
comment on column public.authors.user_id is 'The staff account that may edit this profile.';
comment on column public.authors.retired_at is 'Set when the author no longer writes: kept on old stories, hidden from pickers.';

create index authors_active_name_idx on public.authors (lower(name)) where retired_at is null;

-- 2 -----------------------------------------------------------------------------------------------
-- Words a credit slug may not be: the site's own addresses and words a reader would take for one.
-- Short on purpose: set_story_credits() makes topics from the names an editor types.
create or replace function public.is_reserved_slug(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value = any (array[
    'admin', 'auth', 'api', 'lite', 'rss', 'feed', 'sitemap', 'new', 'edit', 'null', 'undefined'
  ])
$$;

-- The format the pages build links from; anything else (capitals, spaces, scripts other than
-- Latin a-z, bidi controls, markup) is refused, not folded.
create or replace function private.check_credit_slug(slug text, what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if slug is null or slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(slug) > 80 then
    raise exception 'The % slug may use only lower-case letters a-z, digits and single hyphens (at most 80 characters).', what
      using errcode = '23514';
  end if;
  if public.is_reserved_slug(slug) then
    raise exception 'The slug "%" is reserved. Choose another.', slug using errcode = '23514';
  end if;
end
$$;

-- Security definer: it sees every slug (a duplicate is found whoever asks) and reaches the private
-- slug check.
create or replace function private.authors_validate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.name := regexp_replace(btrim(coalesce(new.name, ''), E' \t\r\n'), '[[:space:]]+', ' ', 'g');
  if char_length(new.name) not between 1 and 100 then
    raise exception 'An author''s name must be 1 to 100 characters.' using errcode = '23514';
  end if;
  perform private.check_credit_slug(new.slug, 'author');
  if exists (select 1 from public.authors a where a.slug = new.slug and a.id <> new.id) then
    raise exception 'The slug "%" is already used by another author.', new.slug using errcode = '23505';
  end if;
  if char_length(new.bio) > 600 then
    raise exception 'The short bio must be at most 600 characters.' using errcode = '23514';
  end if;
  if char_length(new.bio_long) > 5000 then
    raise exception 'The long bio must be at most 5,000 characters.' using errcode = '23514';
  end if;
  if char_length(new.role_title) > 80 then
    raise exception 'The job title must be at most 80 characters.' using errcode = '23514';
  end if;
  new.public_email := nullif(btrim(new.public_email), '');
  if new.public_email is not null and (
    new.public_email !~ '^[^[:space:]@<>"]+@[^[:space:]@<>"]+\.[^[:space:]@<>"]+$' or char_length(new.public_email) > 254
  ) then
    raise exception 'The e-mail for readers must be an address like name@example.com, or left empty.' using errcode = '23514';
  end if;
  new.photo_url := nullif(btrim(new.photo_url), '');
  if not public.http_urls_only(coalesce(new.links, '{}') || array_remove(array[new.photo_url], null)) then
    raise exception 'Links and the photo must be http:// or https:// addresses (at most 500 characters).'
      using errcode = '23514';
  end if;
  if cardinality(new.links) > 5 then
    raise exception 'An author has at most 5 social links.' using errcode = '23514';
  end if;
  -- Someone editing their own profile (RLS lets them) may not move it to another account, take
  -- another address or undo a retirement: editors decide those.
  if tg_op = 'UPDATE' and (select auth.uid()) is not null and not (select public.is_editor())
     and (new.user_id is distinct from old.user_id or new.retired_at is distinct from old.retired_at
          or new.slug is distinct from old.slug) then
    raise exception 'Only editors can change an author''s slug, account link or retirement.' using errcode = '42501';
  end if;
  return new;
end
$$;

revoke execute on function private.authors_validate() from public, anon, authenticated;
grant execute on function private.authors_validate() to service_role;
revoke execute on function private.check_credit_slug(text, text) from public, anon, authenticated;
grant execute on function private.check_credit_slug(text, text) to service_role;
revoke execute on function public.is_reserved_slug(text) from public;
grant execute on function public.is_reserved_slug(text) to anon, authenticated, service_role;

-- After authors_clean_text (BEFORE triggers fire in name order), so the checks see cleaned text.
create trigger authors_validate before insert or update on public.authors
  for each row execute function private.authors_validate();

-- 3 -----------------------------------------------------------------------------------------------
-- The account linked to a profile is the caller's, in a live session. Only editors link a profile
-- (authors_validate), so this needs no role of its own: whoever the desk linked may edit it.
create or replace function public.is_own_account(account uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select account is not null and account = (select auth.uid()) and public.session_is_live()
$$;

revoke execute on function public.is_own_account(uuid) from public;
grant execute on function public.is_own_account(uuid) to authenticated, service_role;

-- Permissive: OR-ed with "Editors edit authors"; the two-factor restrictive policy still applies.
create policy "Linked accounts edit their own author profile" on public.authors
  for update to authenticated
  using ((select public.is_own_account(user_id)))
  with check ((select public.is_own_account(user_id)));

-- A name from the address's local part ("jane.doe" -> "Jane Doe"); the slug from it, made unique.
create or replace function private.author_for_accepted_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  display_name text;
  base_slug text;
begin
  if new.accepted_user_id is null or old.accepted_at is not null or new.accepted_at is null
     or exists (select 1 from public.authors a where a.user_id = new.accepted_user_id) then
    return null;
  end if;
  display_name := left(initcap(btrim(regexp_replace(split_part(new.email, '@', 1), '[._+-]+', ' ', 'g'))), 100);
  if display_name = '' then
    display_name := 'New author';
  end if;
  base_slug := public.slugify(display_name);
  if public.is_reserved_slug(base_slug) or exists (select 1 from public.authors a where a.slug = base_slug) then
    base_slug := left(base_slug, 70) || '-' || left(md5(new.accepted_user_id::text), 6);
  end if;
  insert into public.authors (name, slug, user_id) values (display_name, base_slug, new.accepted_user_id);
  return null;
end
$$;

revoke execute on function private.author_for_accepted_invitation() from public, anon, authenticated;
grant execute on function private.author_for_accepted_invitation() to service_role;

create trigger staff_invitations_author_profile after update of accepted_at on public.staff_invitations
  for each row execute function private.author_for_accepted_invitation();

-- 4 -----------------------------------------------------------------------------------------------
alter table public.tags
  add column description text not null default ''
    constraint tags_description_length check (char_length(description) <= 500);

comment on column public.tags.description is 'A short intro shown on the topic page (plain text).';

create or replace function private.tags_validate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if char_length(new.name) not between 1 and 60 then
    raise exception 'A topic''s name must be 1 to 60 characters.' using errcode = '23514';
  end if;
  perform private.check_credit_slug(new.slug, 'topic');
  if exists (select 1 from public.tags t where t.slug = new.slug and t.id <> new.id) then
    raise exception 'The slug "%" is already used by another topic.', new.slug using errcode = '23505';
  end if;
  new.description := btrim(new.description);
  if char_length(new.description) > 500 then
    raise exception 'A topic''s description must be at most 500 characters.' using errcode = '23514';
  end if;
  return new;
end
$$;

revoke execute on function private.tags_validate() from public, anon, authenticated;
grant execute on function private.tags_validate() to service_role;

-- After tags_normalize (name order), which fills the slug from the name.
create trigger tags_validate before insert or update on public.tags
  for each row execute function private.tags_validate();

create table public.tag_redirects (
  old_slug text primary key
    constraint tag_redirects_slug_format check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(old_slug) <= 80),
  tag_id uuid not null references public.tags (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.tag_redirects is
  'Old topic slugs (renamed or merged topics): /topic/{old_slug} redirects permanently to the tag''s slug now.';

create index tag_redirects_tag_idx on public.tag_redirects (tag_id);

alter table public.tag_redirects enable row level security;

-- As visible as the topic it leads to (the tags policies, as the caller).
create policy "Redirects of visible topics are public" on public.tag_redirects
  for select to anon, authenticated
  using (exists (select 1 from public.tags t where t.id = tag_id));

create policy "Editors write topic redirects" on public.tag_redirects
  for all to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Staff insert needs two-factor when enrolled" on public.tag_redirects
  as restrictive for insert to authenticated with check ((select public.two_factor_satisfied()));
create policy "Staff update needs two-factor when enrolled" on public.tag_redirects
  as restrictive for update to authenticated
  using ((select public.two_factor_satisfied())) with check ((select public.two_factor_satisfied()));
create policy "Staff delete needs two-factor when enrolled" on public.tag_redirects
  as restrictive for delete to authenticated using ((select public.two_factor_satisfied()));

revoke all on table public.tag_redirects from anon, authenticated, service_role;
grant select on table public.tag_redirects to anon;
grant select, insert, update, delete on table public.tag_redirects to authenticated, service_role;

-- A renamed topic leaves its old slug behind; a slug in use is never a redirect's source (a topic
-- renamed back, or a new topic taking an old slug, ends that redirect).
create or replace function private.tags_keep_redirects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.slug is not distinct from old.slug then
    return null;
  end if;
  delete from public.tag_redirects where old_slug = new.slug;
  if tg_op = 'UPDATE' and new.slug is distinct from old.slug then
    insert into public.tag_redirects (old_slug, tag_id) values (old.slug, new.id)
    on conflict (old_slug) do update set tag_id = excluded.tag_id, created_at = now();
  end if;
  return null;
end
$$;

revoke execute on function private.tags_keep_redirects() from public, anon, authenticated;
grant execute on function private.tags_keep_redirects() to service_role;

-- Not "update of slug": a rename changes the slug in tags_normalize, outside the UPDATE's columns.
create trigger tags_keep_redirects after insert or update on public.tags
  for each row execute function private.tags_keep_redirects();

-- The slug an old topic slug leads to now, or null (no redirect, or its topic is not visible).
create or replace function public.topic_redirect(old_slug text)
returns text
language sql
stable
set search_path = ''
as $$
  select t.slug from public.tag_redirects r join public.tags t on t.id = r.tag_id where r.old_slug = $1
$$;

comment on function public.topic_redirect(text) is 'The current slug of the topic an old slug redirects to, or null.';

revoke execute on function public.topic_redirect(text) from public;
grant execute on function public.topic_redirect(text) to anon, authenticated, service_role;

-- Editors: the source's stories join the target (a story with both keeps one), its old slugs and
-- its own lead to the target, and the source is deleted. Runs as the caller: RLS (editors, their
-- two-factor rule) decides each write.
create or replace function public.merge_topics(source uuid, target uuid)
returns text
language plpgsql
set search_path = ''
as $$
declare
  source_slug text;
  target_slug text;
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors can merge topics.' using errcode = '42501';
  end if;
  if source = target then
    raise exception 'A topic cannot be merged into itself.' using errcode = '22023';
  end if;
  select slug into source_slug from public.tags where id = source for update;
  select slug into target_slug from public.tags where id = target for update;
  if source_slug is null or target_slug is null then
    raise exception 'Both topics must exist to merge them.' using errcode = 'P0002';
  end if;
  -- An update, not an insert: a story at its 10 tags stays at 10.
  update public.story_tags st set tag_id = target
   where st.tag_id = source
     and not exists (select 1 from public.story_tags x where x.story_id = st.story_id and x.tag_id = target);
  delete from public.story_tags where tag_id = source;
  update public.tag_redirects set tag_id = target where tag_id = source;
  delete from public.tags where id = source;
  insert into public.tag_redirects (old_slug, tag_id) values (source_slug, target)
  on conflict (old_slug) do update set tag_id = excluded.tag_id, created_at = now();
  return target_slug;
end
$$;

comment on function public.merge_topics(uuid, uuid) is
  'Editors: move a topic''s stories and old slugs into another and delete it; its slug redirects there. Returns the target''s slug.';

revoke execute on function public.merge_topics(uuid, uuid) from public, anon;
grant execute on function public.merge_topics(uuid, uuid) to authenticated, service_role;
