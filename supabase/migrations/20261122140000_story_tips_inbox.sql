-- The story-tips inbox of the editor console. Readers' tips (from /submit-story) get a triage
-- status that editors and admins change: new -> reviewed / used / dismissed (and back). Who
-- changed it and when are stamped by the database. "Start a draft from this tip" turns a tip into
-- a draft story and marks the tip used, in one transaction.
--
-- Who may do what:
-- - anyone submits a tip (unchanged); a submitted tip always starts as 'new', whatever the
--   client sends, so a reader cannot file a tip as already handled;
-- - editors and admins read tips (unchanged) and change only their status and the story they led
--   to (column privileges): the reader's own words are never rewritten through the API.

alter table public.story_tips
  add column status text not null default 'new'
    constraint story_tips_status_check check (status in ('new', 'reviewed', 'used', 'dismissed')),
  add column reviewed_at timestamptz,
  add column reviewed_by uuid references auth.users (id) on delete set null,
  add column story_id uuid references public.news_stories (id) on delete set null;

comment on column public.story_tips.status is 'Triage: new | reviewed | used | dismissed (editors change it).';
comment on column public.story_tips.reviewed_at is 'When an editor last changed the status (set by the database).';
comment on column public.story_tips.reviewed_by is 'Who last changed the status (set by the database).';
comment on column public.story_tips.story_id is 'The draft story started from this tip, if any.';

create index story_tips_status_idx on public.story_tips (status, created_at desc);

-- Intake: a tip from the API starts untriaged. Triage: the status change is stamped with who and when.
create or replace function public.story_tips_triage()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.status := 'new';
      new.reviewed_at := null;
      new.reviewed_by := null;
      new.story_id := null;
    end if;
    return new;
  end if;
  if new.status is distinct from old.status or new.story_id is distinct from old.story_id then
    new.reviewed_at := now();
    new.reviewed_by := (select auth.uid());
  end if;
  return new;
end
$$;

create trigger story_tips_triage before insert or update on public.story_tips
  for each row execute function public.story_tips_triage();

revoke execute on function public.story_tips_triage() from public, anon, authenticated;

create policy "Editors triage story tips" on public.story_tips
  for update to authenticated
  using ((select public.is_editor()))
  with check ((select public.is_editor()));

-- Column privileges: the triage fields only. (Insert, select and delete stay as granted before.)
grant update (status, story_id) on public.story_tips to authenticated;
grant select, insert, update, delete on public.story_tips to service_role;

-- Creates a draft story from a tip (title, text, author credit, read time, category and any http(s)
-- image with its credits; never featured) and marks the tip used, linked to the draft. Runs as
-- the caller: row-level security decides (editors and admins). Idempotent: a tip that already
-- led to a story that still exists returns that story instead of making a second one.
create or replace function public.start_draft_from_tip(tip_id uuid)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  tip public.story_tips%rowtype;
  draft_id uuid;
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select public.is_editor()) then
    raise exception 'Only editors and admins can start a draft from a tip.' using errcode = '42501';
  end if;
  select * into tip from public.story_tips t where t.id = start_draft_from_tip.tip_id for update;
  if not found then
    raise exception 'This story tip no longer exists.' using errcode = 'PT404';
  end if;
  if tip.story_id is not null and exists (select 1 from public.news_stories s where s.id = tip.story_id) then
    return tip.story_id;
  end if;
  insert into public.news_stories
    (title, summary, author, read_time, category, image_url, image_alt, image_caption, image_author, is_featured, status)
  values (
    tip.title, tip.summary, tip.author, tip.read_time, tip.category,
    case when tip.image_url ~* '^https?://[^/\s]' then tip.image_url end,
    case when tip.image_url ~* '^https?://[^/\s]' then tip.image_alt end,
    case when tip.image_url ~* '^https?://[^/\s]' then tip.image_caption end,
    case when tip.image_url ~* '^https?://[^/\s]' then tip.image_author end,
    false, 'draft'
  )
  returning id into draft_id;
  update public.story_tips t set status = 'used', story_id = draft_id where t.id = tip.id;
  return draft_id;
end
$$;

revoke execute on function public.start_draft_from_tip(uuid) from public, anon, authenticated;
grant execute on function public.start_draft_from_tip(uuid) to authenticated, service_role;
