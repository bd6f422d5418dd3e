-- Notes on a passage (issue 50, item 4; decision 196; docs/product/co-editing.md#notes-on-a-passage):
-- an editor selects text in the story's working copy and leaves a note for the desk. The note is
-- anchored by two Yjs relative positions (base64, made by the console from the working copy's body),
-- keeps the quoted text for when the passage is deleted, and is never published: it lives only here,
-- never in the story's document. Who may read and write is public.may_coedit_story, as for the
-- working copy itself (editors and admins meeting their two-factor rule, while the story exists and
-- is not in the trash: the function runs as the caller, whom the trash's read policy hides a
-- trashed story from, so its notes go to the trash with it and come back when it is restored).

create table public.story_passage_notes (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  -- Set by the trigger to the caller; kept (null) if the account is later deleted.
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  -- Yjs relative positions (Y.encodeRelativePosition), base64: tens of characters.
  anchor_from text not null constraint story_passage_notes_anchor_from check (
    char_length(anchor_from) between 4 and 256 and anchor_from ~ '^[A-Za-z0-9+/]+={0,2}$'),
  anchor_to text not null constraint story_passage_notes_anchor_to check (
    char_length(anchor_to) between 4 and 256 and anchor_to ~ '^[A-Za-z0-9+/]+={0,2}$'),
  quote text not null constraint story_passage_notes_quote_length check (char_length(quote) between 1 and 500),
  body text not null constraint story_passage_notes_body_length check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references auth.users (id) on delete set null
);

comment on table public.story_passage_notes is
  'Notes on a passage of a story''s working copy: staff-only, never published, anchored by Yjs relative positions (decision 196).';
comment on column public.story_passage_notes.quote is
  'The passage''s text when the note was left (at most 500 characters), shown once the passage is deleted.';
comment on column public.story_passage_notes.body is 'Plain text, trimmed, 1 to 2,000 characters; shown as text, never as markup.';

create index story_passage_notes_story_idx on public.story_passage_notes (story_id, created_at);

-- At most 60 writes (notes left, resolved or reopened) a minute a user: a desk resolving a page of
-- notes stays well inside it; a script filling consoles with notes does not. Per user, as the working
-- copy's limit (decision 174): a newsroom's editors share one office address.
insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('story_passage_notes:user', 60, 60, 60, 'Too many notes written from your account. Please try again in a minute.');

-- The database decides the author, the times and what a write may change: a note's words, quote and
-- anchors are its author's and fixed once left; anyone with rights on the story resolves or reopens
-- it. Runs as the caller, so may_coedit_story sees the story as they do (the trash hides it).
create or replace function private.story_passage_notes_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    if caller is not null and not coalesce(public.may_coedit_story(new.story_id), false) then
      raise exception 'Only staff who may edit this story may leave notes on it' using errcode = '42501';
    end if;
    new.body := btrim(new.body, E' \t\r\n');
    if new.body = '' then
      raise exception 'A note cannot be empty' using errcode = '22023';
    end if;
    if char_length(new.body) > 2000 then
      raise exception 'A note is at most 2,000 characters' using errcode = '22023';
    end if;
    if char_length(new.quote) > 500 then
      raise exception 'A quoted passage is at most 500 characters' using errcode = '22023';
    end if;
    new.author_id := coalesce(caller, new.author_id);
    new.created_at := now();
    new.resolved_at := null;
    new.resolved_by := null;
    return new;
  end if;
  -- Not an API writer: a foreign key's set-null when an account is deleted (run as the table's
  -- owner), or the owner's own maintenance. The row is written as it is.
  if current_user not in ('anon', 'authenticated', 'service_role') then
    return new;
  end if;
  if (new.story_id, new.author_id, new.anchor_from, new.anchor_to, new.quote, new.body, new.created_at)
     is distinct from (old.story_id, old.author_id, old.anchor_from, old.anchor_to, old.quote, old.body, old.created_at) then
    raise exception 'A note is only resolved or reopened once left' using errcode = '42501';
  end if;
  new.resolved_by := old.resolved_by;
  if (new.resolved_at is null) = (old.resolved_at is null) then
    new.resolved_at := old.resolved_at;
  elsif new.resolved_at is null then
    new.resolved_by := null;
  else
    new.resolved_at := now();
    new.resolved_by := caller;
  end if;
  return new;
end
$$;

-- The per-user limit, as its owner (the request-limit tables are private). Named to run first
-- (triggers run in name order), so a refused write does no other work.
create or replace function private.story_passage_notes_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.api_role() is not null and (select auth.uid()) is not null then
    perform private.enforce_rate_limit('story_passage_notes:user', (select auth.uid())::text);
  end if;
  return new;
end
$$;

create trigger a_story_passage_notes_limit before insert or update on public.story_passage_notes
  for each row execute function private.story_passage_notes_limit();
create trigger b_story_passage_notes_rules before insert or update on public.story_passage_notes
  for each row execute function private.story_passage_notes_rules();

revoke all on function private.story_passage_notes_rules(), private.story_passage_notes_limit()
  from public, anon, authenticated, service_role;

alter table public.story_passage_notes enable row level security;

create policy "Staff with rights on the story read its notes" on public.story_passage_notes
  for select to authenticated using ((select public.may_coedit_story(story_id)));
create policy "Staff with rights on the story leave notes on it" on public.story_passage_notes
  for insert to authenticated
  with check ((select public.may_coedit_story(story_id)) and author_id = (select auth.uid()));
-- Anyone on the story may resolve or reopen a note; the trigger keeps everything else as it was left.
create policy "Staff with rights on the story resolve its notes" on public.story_passage_notes
  for update to authenticated
  using ((select public.may_coedit_story(story_id)))
  with check ((select public.may_coedit_story(story_id)));
create policy "Authors delete their own notes" on public.story_passage_notes
  for delete to authenticated
  using ((select public.may_coedit_story(story_id)) and author_id = (select auth.uid()));

-- Only these columns are the client's to write; the rest are the database's. anon gets nothing.
revoke all on table public.story_passage_notes from public, anon, authenticated;
grant select, delete on table public.story_passage_notes to authenticated;
grant insert (story_id, anchor_from, anchor_to, quote, body) on table public.story_passage_notes to authenticated;
grant update (resolved_at) on table public.story_passage_notes to authenticated;
grant select, insert, update, delete on table public.story_passage_notes to service_role;

-- Open consoles learn of a note at once (rows reach only those the select policy lets see them).
alter publication supabase_realtime add table public.story_passage_notes;
