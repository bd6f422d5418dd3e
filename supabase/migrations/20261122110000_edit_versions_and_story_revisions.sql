-- Editorial safety for the console:
-- 1. An edit version on stories and photo essays. It moves by one whenever the editorial content
--    changes (not for the featured flag, the view counter or timestamps). A client that sends the
--    version it opened is refused with 409 (SQLSTATE PT409) if someone saved since, so nobody's
--    work is silently overwritten. A client that sends no version is not checked.
-- 2. story_revisions: every save of a story's content keeps a copy, written by a trigger, with who
--    saved it and when. Editors and admins read them (to compare and restore); nobody writes them
--    through the API.

alter table public.news_stories add column version integer not null default 1
  constraint news_stories_version_check check (version >= 1);
alter table public.photo_essays add column version integer not null default 1
  constraint photo_essays_version_check check (version >= 1);

comment on column public.news_stories.version is
  'Edit version: +1 on each content change. Send the version you opened with an update to be refused (PT409) if it moved.';
comment on column public.photo_essays.version is
  'Edit version: +1 on each content change. Send the version you opened with an update to be refused (PT409) if it moved.';

-- tg_argv[0]: what the row is called in the message ("story", "photo essay").
create or replace function public.guard_edit_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  not_content constant text[] := array['version', 'is_featured', 'view_count', 'updated_at', 'created_at'];
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    return new;
  end if;
  if new.version is distinct from old.version then
    raise exception 'This % was changed by someone else since you opened it.', tg_argv[0]
      using errcode = 'PT409',
            detail = format('You edited version %s; the saved version is now %s.', new.version, old.version),
            hint = 'edit_conflict';
  end if;
  if (to_jsonb(new) - not_content) is distinct from (to_jsonb(old) - not_content) then
    new.version := old.version + 1;
  end if;
  return new;
end
$$;

-- Named to run after the other BEFORE triggers (alphabetical), so it sees the final row.
create trigger news_stories_version_guard before insert or update on public.news_stories
  for each row execute function public.guard_edit_version('story');
create trigger photo_essays_version_guard before insert or update on public.photo_essays
  for each row execute function public.guard_edit_version('photo essay');

create table public.story_revisions (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  version integer not null,
  title text not null,
  summary text not null,
  author text not null,
  category text not null,
  read_time text not null,
  image_url text,
  image_alt text,
  image_caption text,
  image_author text,
  is_featured boolean not null,
  status text not null,
  published_at timestamptz,
  -- Who saved: null for the seed, the service role and deleted accounts.
  edited_by uuid references auth.users (id) on delete set null,
  editor_email text,
  created_at timestamptz not null default now(),
  constraint story_revisions_story_version_key unique (story_id, version)
);

comment on table public.story_revisions is 'One row per saved version of a story (written by a trigger).';

create index story_revisions_story_idx on public.story_revisions (story_id, version desc);

-- Runs as its owner: the API roles may not insert revisions themselves.
create or replace function public.news_stories_record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  insert into public.story_revisions (
    story_id, version, title, summary, author, category, read_time, image_url, image_alt,
    image_caption, image_author, is_featured, status, published_at, edited_by, editor_email
  ) values (
    new.id, new.version, new.title, new.summary, new.author, new.category, new.read_time, new.image_url,
    new.image_alt, new.image_caption, new.image_author, new.is_featured, new.status, new.published_at,
    (select auth.uid()), (select auth.jwt() ->> 'email')
  )
  on conflict (story_id, version) do nothing;
  return null;
end
$$;

create trigger news_stories_record_revision after insert or update on public.news_stories
  for each row execute function public.news_stories_record_revision();

-- Stories that exist already start their history with what they are now.
insert into public.story_revisions (
  story_id, version, title, summary, author, category, read_time, image_url, image_alt,
  image_caption, image_author, is_featured, status, published_at, created_at
)
select id, version, title, summary, author, category, read_time, image_url, image_alt,
       image_caption, image_author, is_featured, status, published_at, updated_at
  from public.news_stories
on conflict (story_id, version) do nothing;

alter table public.story_revisions enable row level security;

create policy "Editors read story revisions" on public.story_revisions
  for select to authenticated using ((select public.is_editor()));

-- Least privilege: read-only for signed-in users (RLS narrows it to editors and admins), nothing for
-- anon; only the database itself (trigger) and the service role write.
revoke all on table public.story_revisions from anon, authenticated;
grant select on table public.story_revisions to authenticated;
grant select, insert, update, delete on table public.story_revisions to service_role;

-- Trigger functions are not API endpoints: no EXECUTE for anyone (triggers fire without it).
revoke execute on function public.guard_edit_version() from public, anon, authenticated;
revoke execute on function public.news_stories_record_revision() from public, anon, authenticated;
