-- Newsroom standards (issue 31, items 1 and 2; decision 151).
-- 1. story_corrections: dated notes ("Correction: …" / "Clarification: …") editors attach when they
--    save a published story. Public with their story; editors add them, nobody edits them, admins
--    alone delete them (with an audit row). Each note links to the story revision it came with.
-- 2. story_error_reports: readers' "Report an error" messages about a published story, read and
--    triaged by editors (new -> in_progress -> corrected / declined), linked to the correction they
--    led to. Limited per source, per story, per e-mail address and in all; a honeypot field drops
--    bots' reports without telling them.
-- 3. Cached pages: a note added or removed purges its story's page, /corrections and its feed.

-- 1 -----------------------------------------------------------------------------------------------
create table public.story_corrections (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  kind text not null constraint story_corrections_kind_check check (kind in ('correction', 'clarification')),
  note text not null
    constraint story_corrections_note_present check (btrim(note, E' \t\r\n') <> '')
    constraint story_corrections_note_length check (char_length(note) <= 2000),
  -- The story's edit version and revision when the note was added (set by the database).
  story_version integer,
  revision_id uuid references public.story_revisions (id) on delete set null,
  published_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.story_corrections is
  'Dated corrections and clarifications shown at the end of a published story and on /corrections.';
comment on column public.story_corrections.revision_id is
  'The story revision saved with this note (the story''s version when the note was added).';

create index story_corrections_latest_idx on public.story_corrections (published_at desc, id desc);
create index story_corrections_story_idx on public.story_corrections (story_id, published_at);
create index story_corrections_revision_idx on public.story_corrections (revision_id);

-- Intake: the database stamps who and when, refuses a note on a story that is not public, and
-- links the note to the story's current revision (the one the editor has just saved).
create or replace function public.story_corrections_stamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  story public.news_stories%rowtype;
begin
  if (select auth.role()) in ('anon', 'authenticated') then
    new.created_by := (select auth.uid());
    new.published_at := now();
  end if;
  new.created_at := now();
  select * into story from public.news_stories s where s.id = new.story_id;
  if not found or story.status <> 'published' or story.published_at > now() then
    raise exception 'Only a published story can carry a correction or clarification.'
      using errcode = 'PT422', hint = 'story_not_published';
  end if;
  new.story_version := story.version;
  new.revision_id := (
    select r.id from public.story_revisions r where r.story_id = story.id and r.version = story.version
  );
  return new;
end
$$;

create trigger story_corrections_stamp before insert on public.story_corrections
  for each row execute function public.story_corrections_stamp();

alter table public.story_corrections enable row level security;

-- A note is as public as its story: the story's own read policy decides (readers see the notes of
-- published, due stories; editors and admins see all).
create policy "Notes are read with their story" on public.story_corrections
  for select to anon, authenticated
  using (exists (select 1 from public.news_stories s where s.id = story_id));

create policy "Editors add notes" on public.story_corrections
  for insert to authenticated
  with check ((select public.is_editor()));

create policy "Admins delete notes" on public.story_corrections
  for delete to authenticated
  using ((select public.is_admin()));

-- No update for anyone through the API: a published note is never rewritten.
revoke all on table public.story_corrections from anon, authenticated;
grant select on table public.story_corrections to anon, authenticated;
grant insert (story_id, kind, note) on table public.story_corrections to authenticated;
grant delete on table public.story_corrections to authenticated;
grant select, insert, update, delete on table public.story_corrections to service_role;

-- The content audit trail records notes added and removed (the note's words as the title).
alter table public.content_audit_log drop constraint content_audit_log_table_check;
alter table public.content_audit_log add constraint content_audit_log_table_check check (table_name in (
  'news_stories', 'photo_essays', 'live_feeds', 'advertisements', 'sports_events', 'live_posts',
  'story_corrections'
));

create or replace function public.story_corrections_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  note public.story_corrections := coalesce(new, old);
  actor uuid := (select auth.uid());
begin
  if (select auth.role()) is null then
    return null;
  end if;
  insert into public.content_audit_log (table_name, row_id, action, title, actor_user_id, actor_email)
  values (
    'story_corrections', note.id, case when tg_op = 'DELETE' then 'deleted' else 'created' end,
    initcap(note.kind) || ': ' || left(note.note, 200) || ' (' || coalesce(
      (select s.title from public.news_stories s where s.id = note.story_id), 'deleted story') || ')',
    actor,
    (select u.email::text from auth.users u where u.id = actor)
  );
  return null;
end
$$;

create trigger content_audit after insert or delete on public.story_corrections
  for each row execute function public.story_corrections_audit();

-- 3 (notes) -----------------------------------------------------------------------------------------
create or replace function public.story_corrections_purge_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  note public.story_corrections := coalesce(new, old);
begin
  if not exists (
    select 1 from public.news_stories s
     where s.id = note.story_id and s.status = 'published' and s.published_at <= now()
  ) then
    return null;
  end if;
  insert into public.page_purges (keys) values (array[
    'row:' || note.story_id, 'row:' || note.id, 'list:story_corrections', 'rows:story_corrections'
  ]);
  delete from public.page_purges where created_at < now() - interval '10 minutes';
  return null;
end
$$;

create trigger story_corrections_purge_pages after insert or delete on public.story_corrections
  for each row execute function public.story_corrections_purge_pages();

revoke execute on function public.story_corrections_stamp() from public, anon, authenticated;
revoke execute on function public.story_corrections_audit() from public, anon, authenticated;
revoke execute on function public.story_corrections_purge_pages() from public, anon, authenticated;

-- 2 -----------------------------------------------------------------------------------------------
create table public.story_error_reports (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  description text not null
    constraint story_error_reports_description_present check (btrim(description, E' \t\r\n') <> '')
    constraint story_error_reports_description_length check (char_length(description) <= 5000),
  source_url text constraint story_error_reports_source_url_http check (
    char_length(source_url) <= 2000 and source_url ~* '^https?://[^/[:space:]][^[:space:]]*$'
  ),
  email text constraint story_error_reports_email_format check (
    char_length(email) <= 254 and email ~* '^[^@[:space:]<>]+@[^@[:space:]<>]+\.[^@[:space:]<>]+$'
  ),
  -- The honeypot: a field people never see. A report that fills it is dropped (see the trigger),
  -- so nothing is ever stored here.
  website text constraint story_error_reports_website_empty check (website is null),
  status text not null default 'new'
    constraint story_error_reports_status_check check (status in ('new', 'in_progress', 'corrected', 'declined')),
  correction_id uuid references public.story_corrections (id) on delete set null,
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.story_error_reports is
  'Readers'' error reports about a published story (Report an error), triaged by editors.';
comment on column public.story_error_reports.correction_id is 'The correction or clarification the report led to.';

create index story_error_reports_status_idx on public.story_error_reports (status, created_at desc);
create index story_error_reports_story_idx on public.story_error_reports (story_id);
create index story_error_reports_correction_idx on public.story_error_reports (correction_id);

insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('story_error_reports:source', 10, 10, 3600, 'Too many error reports from your connection. Please try again later.'),
  ('story_error_reports:address', 5, 5, 3600, 'Too many error reports from this address. Please try again later.'),
  ('story_error_reports:story', 50, 50, 3600, 'This story has received many error reports; the desk is looking at it. Please try again later.'),
  ('story_error_reports:all', 300, 300, 3600, 'The newsroom is receiving too many error reports right now. Please try again later.');

-- Before the other insert triggers (name order): a refused request does no other work.
create or replace function private.story_error_reports_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enforce_intake_limits('story_error_reports');
  if private.api_role() is not null then
    perform private.enforce_rate_limit('story_error_reports:story', new.story_id::text);
    if nullif(btrim(new.email), '') is not null then
      perform private.enforce_rate_limit('story_error_reports:address', lower(btrim(new.email)));
    end if;
  end if;
  return new;
end
$$;

create trigger story_error_reports_limits before insert on public.story_error_reports
  for each row execute function private.story_error_reports_limits();

-- Intake and triage. A report from the API starts untriaged; a filled honeypot drops the row (the
-- request still succeeds: a bot learns nothing); a report about a story that is not public is
-- refused. A status change is stamped with who and when; the correction must be the story's.
create or replace function public.story_error_reports_triage()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if nullif(btrim(new.website), '') is not null then
      return null;
    end if;
    new.website := null;
    new.created_at := now();
    if (select auth.role()) in ('anon', 'authenticated') then
      new.status := 'new';
      new.correction_id := null;
      new.reviewed_at := null;
      new.reviewed_by := null;
    end if;
    if not exists (
      select 1 from public.news_stories s
       where s.id = new.story_id and s.status = 'published' and s.published_at <= now()
    ) then
      raise exception 'This story cannot take error reports: it does not exist or is not published.'
        using errcode = 'PT404', hint = 'story_not_found';
    end if;
  elsif new.status is distinct from old.status or new.correction_id is distinct from old.correction_id then
    new.reviewed_at := now();
    new.reviewed_by := (select auth.uid());
  end if;
  if new.correction_id is not null and not exists (
    select 1 from public.story_corrections c where c.id = new.correction_id and c.story_id = new.story_id
  ) then
    raise exception 'The correction must belong to the reported story.' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger story_error_reports_triage before insert or update on public.story_error_reports
  for each row execute function public.story_error_reports_triage();

revoke execute on function private.story_error_reports_limits() from public, anon, authenticated;
revoke execute on function public.story_error_reports_triage() from public, anon, authenticated;

alter table public.story_error_reports enable row level security;

create policy "Anyone reports an error" on public.story_error_reports
  for insert to anon, authenticated
  with check (true);

create policy "Editors read error reports" on public.story_error_reports
  for select to authenticated
  using ((select public.is_editor()));

create policy "Editors triage error reports" on public.story_error_reports
  for update to authenticated
  using ((select public.is_editor()))
  with check ((select public.is_editor()));

-- Readers send only what the form asks; editors change only the triage fields.
revoke all on table public.story_error_reports from anon, authenticated;
grant insert (story_id, description, source_url, email, website) on table public.story_error_reports to anon, authenticated;
grant select on table public.story_error_reports to authenticated;
grant update (status, correction_id) on table public.story_error_reports to authenticated;
grant select, insert, update, delete on table public.story_error_reports to service_role;
