-- Who contributed to each version of a story, and the status of a live story's next version
-- (issue 50, item 3; issue 52, item 1; docs/decisions/201-publish-update.md). The working copy
-- counts everyone who stored an edit in it since the story's last version; the next version
-- (Publish update, or any save) records them, with whoever saved it, and the count starts again.
-- A published story's working copy is its next version: its desk status (in progress, ready for
-- edit, ready to publish) is the copy's, while the live story stays published; it starts again
-- with each saved version (set_story_update_status, 20261205500100).

alter table public.story_working_copies
  add column contributors uuid[] not null default '{}';

alter table public.story_working_copies
  add column update_status text
    constraint story_working_copies_update_status check (update_status in ('in_progress', 'ready_for_edit', 'ready_to_publish')),
  add column update_status_by uuid references auth.users (id) on delete set null,
  add column update_status_at timestamptz;

comment on column public.story_working_copies.update_status is
  'A published story''s next version: its desk status while the live version stays published (null: none given since the last version).';

comment on column public.story_working_copies.contributors is
  'Who stored an edit in the working copy since the story''s last saved version, first edit first (at most 50).';

alter table public.story_revisions
  add column contributors uuid[] not null default '{}',
  add column contributor_names text[] not null default '{}',
  add constraint story_revisions_contributors_bounded check (cardinality(contributors) <= 51);

comment on column public.story_revisions.contributors is
  'Everyone who edited the working copy since the version before, then whoever saved this one.';
comment on column public.story_revisions.contributor_names is
  'Their names in the staff directory when the version was saved, in the same order.';

-- As 20261201161100, and the caller joins the copy's contributors (once, at most 50).
create or replace function public.append_story_working_update(story uuid, update_base64 text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  bytes bytea := private.working_copy_bytes(story, update_base64, 'update', 1048576);
  author uuid := (select auth.uid());
  copy record;
begin
  if private.api_role() is not null then
    perform private.enforce_rate_limit('story_working_updates:user', author::text);
  end if;
  insert into public.story_working_copies as c (story_id, last_seq, log_rows, log_bytes, contributors)
  values (story, 1, 1, octet_length(bytes), array_remove(array[author], null))
  on conflict (story_id) do update
    set last_seq = c.last_seq + 1, log_rows = c.log_rows + 1, log_bytes = c.log_bytes + octet_length(bytes),
        updated_at = now(),
        contributors = case
          when author is null or author = any (c.contributors) or cardinality(c.contributors) >= 50
            then c.contributors
          else c.contributors || author
        end
  returning c.last_seq, c.log_rows, c.log_bytes into copy;
  -- Raising rolls the counters back with the insert: a refused update is not counted.
  if copy.log_rows > 2000 or copy.log_bytes > 16777216 then
    raise exception 'The working copy needs compacting: at most 2000 updates and 16 MiB since its snapshot'
      using errcode = '53400', hint = 'compact';
  end if;
  insert into public.story_working_updates (story_id, seq, data, author)
  values (story, copy.last_seq, bytes, author);
  return copy.last_seq;
end
$$;

-- As in 20261130150000, and the version names its contributors (the working copy's since the
-- version before, then the saver), whose count starts again with the next version's status. A
-- new story has no working copy yet.
create or replace function public.news_stories_record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  saver uuid := (select auth.uid());
  contributors uuid[] := '{}';
begin
  if tg_op = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select c.contributors into contributors
      from public.story_working_copies c where c.story_id = new.id for update;
    contributors := coalesce(contributors, '{}');
    update public.story_working_copies c
       set contributors = '{}', update_status = null, update_status_by = null, update_status_at = null
     where c.story_id = new.id and (c.contributors <> '{}' or c.update_status is not null);
  end if;
  if saver is not null and not saver = any (contributors) then
    contributors := contributors || saver;
  end if;
  insert into public.story_revisions (
    story_id, version, title, summary, body, author, category, read_time, image_url, image_alt,
    image_caption, image_author, is_featured, status, published_at, edited_by, editor_email,
    contributors, contributor_names
  ) values (
    new.id, new.version, new.title, new.summary, new.body, new.author, new.category, new.read_time, new.image_url,
    new.image_alt, new.image_caption, new.image_author, new.is_featured, new.status, new.published_at,
    saver, (select auth.jwt() ->> 'email'),
    contributors,
    array(select coalesce(private.staff_display_name(c.id), 'A former colleague')
            from unnest(contributors) with ordinality as c(id, n) order by c.n)
  )
  on conflict (story_id, version) do nothing;
  return null;
end
$$;

-- Stated again, as every migration does (hosted grants nothing; create or replace keeps them anyway).
revoke execute on function public.news_stories_record_revision() from public, anon, authenticated;
revoke all on function public.append_story_working_update(uuid, text) from public, anon;
grant execute on function public.append_story_working_update(uuid, text) to authenticated, service_role;
