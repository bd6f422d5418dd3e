-- Security review of author profiles (decision 185; 20261203120000, 20261203120100).
--
-- 1. A linked profile stayed editable after its person stopped being staff: is_own_account() asked
--    no role, so a former staff member (now a plain reader) could still rename their profile, set its
--    links and photo, and authors_refresh_bylines (security definer) rewrote the byline of every
--    story of theirs. is_own_account() now also asks for a staff role (a user_roles row of the
--    caller's; the role tables' own read rules apply, as for any staff read), and a link can only name
--    an account that holds a staff role (checked whoever writes it, at commit: an accepted
--    invitation creates the profile before its role row, in the same transaction).
--    A link is kept when its person loses their last role: it grants nothing without a role, and a
--    role given back (or a role change written as a revoke then a grant) keeps the profile theirs.
-- 2. authors.user_id was public (anon read which account signs as which author, against
--    20261202150200's rule that no public row names a staff user). Column grants cannot hide it: every
--    write through the API returns `authors.*`, so editors would need the column to save a profile.
--    The link moves to author_accounts, which editors and the linked person read; nobody writes it
--    through the API (link_author_account and the invitation trigger do). authors.user_id is dropped.

-- 1 -----------------------------------------------------------------------------------------------
create or replace function public.is_own_account(account uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select account is not null
     and account = (select auth.uid())
     and exists (select 1 from public.user_roles r where r.user_id = (select auth.uid()))
     and public.session_is_live()
$$;

comment on function public.is_own_account(uuid) is
  'True when the account is the caller''s, the caller holds a staff role and their session is live.';

revoke execute on function public.is_own_account(uuid) from public, anon;
grant execute on function public.is_own_account(uuid) to authenticated, service_role;

-- 2 -----------------------------------------------------------------------------------------------
create table public.author_accounts (
  author_id uuid primary key references public.authors (id) on delete cascade,
  user_id uuid not null constraint author_accounts_user_unique unique references auth.users (id) on delete cascade,
  linked_at timestamptz not null default now()
);

comment on table public.author_accounts is
  'The staff account that may edit an author profile (at most one each way). Editors and that account read it.';

insert into public.author_accounts (author_id, user_id)
select id, user_id from public.authors where user_id is not null;

alter table public.author_accounts enable row level security;

create policy "Editors and the linked account read author links" on public.author_accounts
  for select to authenticated
  using ((select public.is_editor()) or public.is_own_account(user_id));
create policy "Staff reads need two-factor when enrolled" on public.author_accounts
  as restrictive for select to authenticated using ((select public.two_factor_satisfied()));

revoke all on table public.author_accounts from public, anon, authenticated, service_role;
grant select on table public.author_accounts to authenticated;
grant select, insert, update, delete on table public.author_accounts to service_role;

-- Only an account holding a staff role may be linked. Deferred to the end of the transaction: the
-- invitation's acceptance creates the profile (and its link) before it writes the role.
create or replace function private.author_accounts_need_staff()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.author_accounts l where l.author_id = new.author_id and l.user_id = new.user_id)
     and not exists (select 1 from public.user_roles r where r.user_id = new.user_id) then
    raise exception 'Only an account with a staff role can be linked to an author.' using errcode = '23514';
  end if;
  return null;
end
$$;

revoke execute on function private.author_accounts_need_staff() from public, anon, authenticated;
grant execute on function private.author_accounts_need_staff() to service_role;

create constraint trigger author_accounts_need_staff after insert or update on public.author_accounts
  deferrable initially deferred
  for each row execute function private.author_accounts_need_staff();

-- The linked person edits their profile: the link read as the caller (the policies above).
drop policy "Linked accounts edit their own author profile" on public.authors;
create policy "Linked accounts edit their own author profile" on public.authors
  for update to authenticated
  using (exists (
    select 1 from public.author_accounts l where l.author_id = authors.id and public.is_own_account(l.user_id)))
  with check (exists (
    select 1 from public.author_accounts l where l.author_id = authors.id and public.is_own_account(l.user_id)));

-- As 20261203120000 left it, without the account link (no longer a column of authors).
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
  -- Someone editing their own profile (RLS lets them) may not take another address or undo a
  -- retirement: editors decide those. The link itself is written only by link_author_account.
  if tg_op = 'UPDATE' and (select auth.uid()) is not null and not (select public.is_editor())
     and (new.retired_at is distinct from old.retired_at or new.slug is distinct from old.slug) then
    raise exception 'Only editors can change an author''s slug, account link or retirement.' using errcode = '42501';
  end if;
  return new;
end
$$;

revoke execute on function private.authors_validate() from public, anon, authenticated;
grant execute on function private.authors_validate() to service_role;

create or replace function public.link_author_account(author uuid, staff_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid;
  address text := lower(btrim(coalesce(staff_email, '')));
begin
  if not (select public.is_editor()) or not (select public.two_factor_satisfied()) then
    raise exception 'Only editors can link an author to an account.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.authors a where a.id = author) then
    raise exception 'That author no longer exists.' using errcode = 'P0002';
  end if;
  if address <> '' then
    select u.id into account from auth.users u
     where lower(u.email) = address
       and exists (select 1 from public.user_roles r where r.user_id = u.id);
    if account is null then
      raise exception 'No staff account has the address "%".', left(address, 254) using errcode = 'P0002';
    end if;
    if exists (select 1 from public.author_accounts l where l.user_id = account and l.author_id <> author) then
      raise exception 'That account is already linked to another author.' using errcode = '23505';
    end if;
  end if;
  delete from public.author_accounts where author_id = author;
  if account is not null then
    insert into public.author_accounts (author_id, user_id) values (author, account);
  end if;
end
$$;

comment on function public.link_author_account(uuid, text) is
  'Editors: link an author profile to the staff account with this e-mail address (empty: unlink).';

revoke execute on function public.link_author_account(uuid, text) from public, anon;
grant execute on function public.link_author_account(uuid, text) to authenticated, service_role;

create or replace function private.author_for_accepted_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  display_name text;
  base_slug text;
  profile uuid;
begin
  if new.accepted_user_id is null or old.accepted_at is not null or new.accepted_at is null
     or exists (select 1 from public.author_accounts l where l.user_id = new.accepted_user_id) then
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
  insert into public.authors (name, slug) values (display_name, base_slug) returning id into profile;
  insert into public.author_accounts (author_id, user_id) values (profile, new.accepted_user_id);
  return null;
end
$$;

revoke execute on function private.author_for_accepted_invitation() from public, anon, authenticated;
grant execute on function private.author_for_accepted_invitation() to service_role;

alter table public.authors drop column user_id;
