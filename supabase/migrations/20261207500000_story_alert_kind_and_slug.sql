-- Story alerts (decision 204), two changes:
--   * An alert opens the story at its address, /story/{slug} (decision 206), not at its id's (which
--     answers a 301 there): send_story_alert (20261206100000) sorted before story_slugs
--     (20261206300000) and could not read the slug. Slugs are letters, digits and hyphens
--     (story_slugs_validate), so the path needs no escaping; a story without a current slug (none
--     is made without one) would keep its id's address.
--   * push_sends.kind says what a send was, 'breaking' (a breaking item's, the default) or 'story'
--     (an editor's story alert), for the admin's send log (20261207520000). story_id and sent_by
--     are set null when the story or the editor's account is deleted, so they cannot tell it later.

alter table public.push_sends
  add column kind text not null default 'breaking' constraint push_sends_kind_check check (kind in ('breaking', 'story'));

comment on column public.push_sends.kind is 'What was sent: a breaking item''s alert, or a story an editor sent (decision 204).';

-- The story alerts sent so far: each has its story or its sender (both set when it was sent).
update public.push_sends set kind = 'story' where story_id is not null or sent_by is not null;

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
  current_slug text := (select ss.slug from public.story_slugs ss where ss.story_id = story and ss.is_current);
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

  insert into public.push_sends (kind, story_id, title, body, url, topic, topics, sent_by)
  values ('story', story, left(regexp_replace(target.title, '[\r\n]+', ' ', 'g'), 200),
          left(coalesce(nullif(regexp_replace(coalesce(target.summary, ''), '[\r\n]+', ' ', 'g'), ''), 'Read the story'), 300),
          '/story/' || coalesce(current_slug, story::text), story_topic, chosen, (select auth.uid()))
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

-- As 20261206100000 granted it (a hosted project's migrations grant nothing by default).
revoke all on function public.send_story_alert(uuid, text[], boolean) from public, anon;
grant execute on function public.send_story_alert(uuid, text[], boolean) to authenticated, service_role;
