-- Editorial comments on a story (issue 52, item 5; decision 184): the conversation between reporter
-- and editor, threaded one level (a thread's first comment and its replies), staff-only, never
-- published and apart from the co-edited working copy. Who may read and write a story's comments
-- is decided by one helper, public.may_coedit_story (the staff who may edit the story, meeting
-- their two-factor rule): a narrower rule for a role (contributors seeing only their own stories)
-- changes that function and these policies follow.

create table public.story_comments (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  -- A reply names its thread's first comment; deleting a thread deletes its replies.
  parent_id uuid references public.story_comments (id) on delete cascade,
  -- Set by the trigger to the caller; kept (null) if the account is later deleted.
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null constraint story_comments_body_length check (char_length(body) between 1 and 5000),
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  resolved_at timestamptz,
  resolved_by uuid references auth.users (id) on delete set null,
  constraint story_comments_not_own_parent check (parent_id is distinct from id)
);

comment on table public.story_comments is
  'Editorial comments on a story: staff-only, threaded one level, never published (decision 184).';
comment on column public.story_comments.body is 'Plain text, 1 to 5,000 characters; shown as text, never as markup.';
comment on column public.story_comments.resolved_at is
  'When the thread was resolved (first comments only); null while open. Set by the database.';

create index story_comments_story_idx on public.story_comments (story_id, created_at);
create index story_comments_parent_idx on public.story_comments (parent_id) where parent_id is not null;

-- The database decides the author, the times and what a write may change; the messages are the
-- console's (22023 for bad input, 42501 for someone else's words). Runs as the caller: a parent
-- the caller cannot see is no parent.
create or replace function public.story_comments_check()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  parent public.story_comments%rowtype;
begin
  if char_length(new.body) > 5000 then
    raise exception 'A comment is at most 5,000 characters' using errcode = '22023';
  end if;
  if btrim(new.body, E' \t\r\n') = '' then
    raise exception 'A comment cannot be empty' using errcode = '22023';
  end if;
  if tg_op = 'INSERT' then
    -- Said before anything about the parent, which the caller may have no right to learn of.
    if caller is not null and not coalesce(public.may_coedit_story(new.story_id), false) then
      raise exception 'Only staff who may edit this story may comment on it' using errcode = '42501';
    end if;
    new.author_id := coalesce(caller, new.author_id);
    new.created_at := now();
    new.edited_at := null;
    new.resolved_at := null;
    new.resolved_by := null;
    if new.parent_id is not null then
      select * into parent from public.story_comments c where c.id = new.parent_id;
      if not found or parent.story_id <> new.story_id then
        raise exception 'A reply must answer a comment on the same story' using errcode = '22023';
      end if;
      if parent.parent_id is not null then
        raise exception 'A reply answers the first comment of its thread' using errcode = '22023';
      end if;
    end if;
    return new;
  end if;
  if (new.story_id, new.parent_id, new.author_id, new.created_at)
     is distinct from (old.story_id, old.parent_id, old.author_id, old.created_at) then
    raise exception 'A comment keeps its story, thread, author and time' using errcode = '22023';
  end if;
  new.edited_at := old.edited_at;
  if new.body is distinct from old.body then
    if caller is not null and caller is distinct from old.author_id then
      raise exception 'You can edit only your own comments' using errcode = '42501';
    end if;
    new.edited_at := now();
  end if;
  new.resolved_by := old.resolved_by;
  if (new.resolved_at is null) = (old.resolved_at is null) then
    new.resolved_at := old.resolved_at;
  elsif old.parent_id is not null then
    raise exception 'A thread is resolved by its first comment, not a reply' using errcode = '22023';
  elsif new.resolved_at is null then
    new.resolved_by := null;
  else
    new.resolved_at := now();
    new.resolved_by := caller;
  end if;
  return new;
end
$$;

create trigger story_comments_check before insert or update on public.story_comments
  for each row execute function public.story_comments_check();

alter table public.story_comments enable row level security;

create policy "Staff with rights on the story read its comments" on public.story_comments
  for select to authenticated using ((select public.may_coedit_story(story_id)));
create policy "Staff with rights on the story comment on it" on public.story_comments
  for insert to authenticated
  with check ((select public.may_coedit_story(story_id)) and author_id = (select auth.uid()));
-- Anyone who may comment may resolve or reopen a thread; the trigger keeps the words the author's.
create policy "Staff with rights on the story update its comments" on public.story_comments
  for update to authenticated
  using ((select public.may_coedit_story(story_id)))
  with check ((select public.may_coedit_story(story_id)));
create policy "Authors delete their comments; admins any" on public.story_comments
  for delete to authenticated
  using ((select public.may_coedit_story(story_id))
         and (author_id = (select auth.uid()) or (select public.is_admin())));

-- Only these columns are the client's to write; the rest are the database's.
revoke all on table public.story_comments from anon, authenticated;
grant select, delete on table public.story_comments to authenticated;
grant insert (story_id, parent_id, body) on table public.story_comments to authenticated;
grant update (body, resolved_at) on table public.story_comments to authenticated;
grant select, insert, update, delete on table public.story_comments to service_role;

revoke execute on function public.story_comments_check() from public, anon, authenticated;

-- Open consoles learn of a new comment at once (rows reach only those the select policy lets see them).
alter publication supabase_realtime add table public.story_comments;
