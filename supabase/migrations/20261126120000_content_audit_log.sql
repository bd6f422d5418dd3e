-- The content audit trail (issue 27): who created, changed, published, unpublished or deleted a
-- story, photo essay, live feed, advertisement or live event. Written by triggers, so every path
-- through the API is recorded whatever client made the change (the console, the dashboard, REST).
-- Admins read it; no API role may insert, update or delete it (append-only from the app's side).
-- Changes made by the database owner itself (migrations, the seed, bulk archive loads) carry no
-- request and are not recorded: the trail is of people, not of maintenance.

create table public.content_audit_log (
  -- Identity order is insertion order: the admin's newest-first list pages by id (keyset).
  id bigint generated always as identity primary key,
  table_name text not null constraint content_audit_log_table_check check (table_name in (
    'news_stories', 'photo_essays', 'live_feeds', 'advertisements', 'sports_events'
  )),
  row_id uuid not null,
  action text not null constraint content_audit_log_action_check check (action in (
    'created', 'changed', 'published', 'unpublished', 'deleted'
  )),
  -- The title at the time, so an entry stays readable after the row is gone.
  title text,
  -- For changes: the columns whose value changed (bookkeeping columns left out).
  changed_columns text[] not null default '{}',
  -- Null for the service role (operators' scripts); the e-mail is copied at the time of the change.
  actor_user_id uuid,
  actor_email text,
  created_at timestamptz not null default now()
);

comment on table public.content_audit_log is
  'Append-only trail of content changes (stories, essays, live feeds, ads, live events), written by triggers.';

-- The primary key serves the unfiltered newest-first page; these serve the dashboard's filters in
-- the same order, so every page is one bounded index range whatever the table's size.
create index content_audit_log_table_idx on public.content_audit_log (table_name, id desc);
create index content_audit_log_actor_idx on public.content_audit_log (actor_email, id desc);
create index content_audit_log_action_idx on public.content_audit_log (action, id desc);

alter table public.content_audit_log enable row level security;

create policy "Admins read the content audit log" on public.content_audit_log
  for select to authenticated using ((select public.is_admin()));

revoke all on public.content_audit_log from anon, authenticated, service_role;
grant select on public.content_audit_log to authenticated, service_role;

-- Whether a row is public, for the kinds that have a publication state (events have none).
create or replace function public.content_audit_is_public(table_name text, row_data jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when table_name in ('news_stories', 'photo_essays') then row_data ->> 'status' = 'published'
    when table_name in ('live_feeds', 'advertisements') then (row_data ->> 'is_active')::boolean
  end
$$;

-- Runs as its owner: the API roles may not write the log, and auth.users is read for the e-mail.
create or replace function public.content_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changed text[] := '{}';
  was_public boolean;
  is_public boolean;
  verb text;
begin
  -- No request claims: the database owner's own work (migrations, seed, bulk loads).
  if (select auth.role()) is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    verb := 'created';
  elsif tg_op = 'DELETE' then
    verb := 'deleted';
  else
    -- Bookkeeping columns (timestamps, edit version, generated text, event view counter) are no edit.
    select coalesce(array_agg(n.key order by n.key), '{}') into changed
      from jsonb_each(new_row) n
     where n.key <> all (array['updated_at', 'version', 'search_vector', 'excerpt', 'view_count'])
       and n.value is distinct from old_row -> n.key;
    if cardinality(changed) = 0 then
      return null;
    end if;
    was_public := public.content_audit_is_public(tg_table_name, old_row);
    is_public := public.content_audit_is_public(tg_table_name, new_row);
    verb := case
      when was_public is distinct from is_public and is_public then 'published'
      when was_public is distinct from is_public then 'unpublished'
      else 'changed'
    end;
  end if;
  insert into public.content_audit_log (table_name, row_id, action, title, changed_columns, actor_user_id, actor_email)
  values (
    tg_table_name,
    (coalesce(new_row, old_row) ->> 'id')::uuid,
    verb,
    coalesce(new_row, old_row) ->> 'title',
    changed,
    actor,
    (select u.email::text from auth.users u where u.id = actor)
  );
  return null;
end
$$;

create trigger content_audit after insert or update or delete on public.news_stories
  for each row execute function public.content_audit();
create trigger content_audit after insert or update or delete on public.photo_essays
  for each row execute function public.content_audit();
create trigger content_audit after insert or update or delete on public.live_feeds
  for each row execute function public.content_audit();
create trigger content_audit after insert or update or delete on public.advertisements
  for each row execute function public.content_audit();
create trigger content_audit after insert or update or delete on public.sports_events
  for each row execute function public.content_audit();

revoke execute on function public.content_audit() from public, anon, authenticated;
revoke execute on function public.content_audit_is_public(text, jsonb) from public, anon, authenticated;
