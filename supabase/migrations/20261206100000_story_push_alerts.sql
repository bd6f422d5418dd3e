-- Story alerts an editor marks, routed by topic (issue 55, item 3; decision 204). An editor or admin
-- sends a published story as an alert from its form in the console, to the topics they choose
-- (its editions, Sport, breaking news); one push goes to each subscription that chose one of them,
-- through the same send log, claim, settle and throttle as a breaking alert (20261204400000).
--
--   * public.push_sends gains story_id, topics and sent_by: a story alert is a send like a breaking
--     item's, so the senders, the hosted push-send function and the admin's counts take it as it is.
--   * public.send_story_alert(story, topics, again): 42501 unless an editor or admin meeting their
--     two-factor rule; P0002 for a story missing or in the trash; 22023 for one not published (or
--     not yet due) and for bad topics; 23505 when the story was already sent and `again` is false.
--     Sending again is a correction: its Topic is the story's, so the push service replaces a copy
--     not yet delivered; the earlier alert's unsent pushes are dropped, and a subscription the
--     earlier alert reached is not held back by the interval (the new one replaces it).
--   * public.story_alert_overview(story): the topics the console suggests and the story's alerts.
--   * content_audit_log records 'alerted' with the topics (in changed_columns).

alter table public.push_sends
  add column story_id uuid references public.news_stories (id) on delete set null,
  add column topics text[] not null default array['breaking']::text[],
  add column sent_by uuid references auth.users (id) on delete set null;

comment on column public.push_sends.story_id is 'The story an editor sent as an alert (decision 204); null for a breaking item''s.';
comment on column public.push_sends.topics is 'The subscription topics the alert went to.';

create index push_sends_story_idx on public.push_sends (story_id, created_at desc) where story_id is not null;

alter table public.content_audit_log drop constraint content_audit_log_action_check;
alter table public.content_audit_log add constraint content_audit_log_action_check check (action in (
  'created', 'changed', 'published', 'unpublished', 'deleted', 'trashed', 'restored', 'purged', 'alerted'
));

-- The topics a story's alert goes to unless the editor changes them: the editions whose public
-- front carries it (every edition when none does: its page is the same in all three), and Sport
-- for a sports story. Breaking news is the editor's choice, never suggested.
create or replace function private.story_alert_topics(story uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  with fronts as (
    select distinct on (f.edition) f.id, f.edition from public.fronts f
     where f.published_at <= now() order by f.edition, f.published_at desc, f.version desc
  ), placed as (
    select array_agg(distinct f.edition order by f.edition) as editions
      from fronts f
      join public.front_containers c on c.front_id = f.id
      join public.front_cards k on k.container_id = c.id
     where k.story_id = story
  )
  select coalesce(p.editions, array['uk', 'zimbabwe', 'international'])
         || case when s.category ~* '^sports?$' then array['sport'] else array[]::text[] end
    from public.news_stories s, placed p
   where s.id = story
$$;

-- A staff member's right to send alerts: editors and admins meeting their two-factor rule.
create or replace function private.require_alert_rights()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_editor() then
    raise exception 'Only an editor or admin sends a story as an alert.' using errcode = '42501';
  end if;
  perform private.require_two_factor();
end
$$;

create or replace function public.send_story_alert(story uuid, topics text[], again boolean default false)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  target record;
  chosen text[];
  story_topic text := replace(story::text, '-', '');
  earlier timestamptz;
  new_send uuid;
  replaced uuid[];
  queued integer;
  gap interval := make_interval(mins => (select s.min_interval_minutes from private.push_settings s));
begin
  perform private.require_alert_rights();
  -- One send at a time per story: two editors pressing Send at once make one alert.
  perform pg_advisory_xact_lock(hashtext('send_story_alert'), hashtext(coalesce(story::text, '')));
  select s.id, s.title, s.summary, s.status, s.published_at into target
    from public.news_stories s where s.id = story and s.deleted_at is null;
  if not found then
    raise exception 'The story no longer exists.' using errcode = 'P0002';
  end if;
  if target.status <> 'published' or target.published_at is null or target.published_at > now() then
    raise exception 'Only a published story can be sent as an alert: publish it first.' using errcode = '22023';
  end if;
  if topics is null or cardinality(topics) = 0 or array_position(topics, null) is not null then
    raise exception 'Choose at least one topic for the alert.' using errcode = '22023';
  end if;
  if not topics <@ array['breaking', 'uk', 'zimbabwe', 'international', 'sport']::text[] then
    raise exception 'Unknown topic: choose from breaking, uk, zimbabwe, international, sport.' using errcode = '22023';
  end if;
  chosen := array(select distinct t from unnest(topics) t order by t);
  select max(p.created_at) into earlier from public.push_sends p where p.story_id = story;
  if earlier is not null and not coalesce(again, false) then
    raise exception 'This story was already sent as an alert. Send it again only to correct it.'
      using errcode = '23505';
  end if;

  -- A correction replaces the earlier alert: its pushes not yet sent are dropped (not counted).
  with dropped as (
    delete from private.push_deliveries d using public.push_sends p
     where p.id = d.send_id and p.story_id = story and d.status = 'pending'
    returning d.send_id, d.subscription_id
  ), per_send as (
    update public.push_sends p set sent = p.sent - n.dropped
      from (select x.send_id, count(*)::integer as dropped from dropped x group by x.send_id) n
     where p.id = n.send_id
    returning p.id
  )
  select coalesce(array_agg(x.subscription_id), '{}') into replaced from dropped x;

  insert into public.push_sends (story_id, title, body, url, topic, topics, sent_by)
  values (story, left(regexp_replace(target.title, '[\r\n]+', ' ', 'g'), 200),
          left(coalesce(nullif(regexp_replace(coalesce(target.summary, ''), '[\r\n]+', ' ', 'g'), ''), 'Read the story'), 300),
          '/story/' || story::text, story_topic, chosen, (select auth.uid()))
  returning id into new_send;

  -- At most one push per subscription per interval, except where it replaces this story's own.
  with due as (
    update public.push_subscriptions s set last_sent_at = now()
     where s.topics && chosen
       and (s.last_sent_at is null or s.last_sent_at <= now() - gap or s.id = any(replaced)
            or exists (select 1 from private.push_deliveries d join public.push_sends p on p.id = d.send_id
                        where d.subscription_id = s.id and p.topic = story_topic and p.id <> new_send))
    returning s.id
  )
  insert into private.push_deliveries (send_id, subscription_id)
  select new_send, due.id from due;
  get diagnostics queued = row_count;
  update public.push_sends p set sent = queued where p.id = new_send;

  insert into public.content_audit_log (table_name, row_id, action, title, changed_columns, actor_user_id, actor_email)
  values ('news_stories', story, 'alerted', target.title, chosen, (select auth.uid()),
          (select u.email::text from auth.users u where u.id = (select auth.uid())));

  return jsonb_build_object('id', new_send, 'topics', chosen, 'sent', queued, 'again', earlier is not null);
end
$$;

comment on function public.send_story_alert(uuid, text[], boolean) is
  'Sends a published story as a Web Push alert to the subscriptions of the chosen topics, once unless sent again (decision 204).';

-- What the console's alert control shows: the suggested topics and the story's alerts, newest first.
create or replace function public.story_alert_overview(story uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  alerts jsonb;
begin
  perform private.require_alert_rights();
  if not exists (select 1 from public.news_stories s where s.id = story and s.deleted_at is null) then
    raise exception 'The story no longer exists.' using errcode = 'P0002';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'createdAt', p.created_at, 'topics', p.topics, 'sent', p.sent, 'delivered', p.delivered,
           'gone', p.gone, 'failed', p.failed) order by p.created_at desc), '[]'::jsonb)
    into alerts from public.push_sends p where p.story_id = story;
  return jsonb_build_object('suggested', to_jsonb(private.story_alert_topics(story)), 'alerts', alerts);
end
$$;

comment on function public.story_alert_overview(uuid) is
  'The topics a story''s alert is suggested for and the alerts it was sent as (decision 204).';

revoke all on function public.send_story_alert(uuid, text[], boolean), public.story_alert_overview(uuid)
  from public, anon;
grant execute on function public.send_story_alert(uuid, text[], boolean), public.story_alert_overview(uuid)
  to authenticated, service_role;
revoke all on function private.story_alert_topics(uuid), private.require_alert_rights()
  from public, anon, authenticated, service_role;
