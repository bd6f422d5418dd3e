-- The morning edition and the send log's sender functions (issue 30, items 4 and 5; decision 150).
-- An edition is one send per Europe/London day (newsletter_sends (kind, ref) is unique): its
-- stories are chosen and stored with it when it is queued, so a sender that restarts mid-edition
-- sends every recipient the same mail. Senders (the local backend, the hosted edge function)
-- claim and settle deliveries through the two functions below, service role only.

alter table public.newsletter_sends
  add column payload jsonb not null default '{}'::jsonb;

comment on column public.newsletter_sends.payload is
  'What the mail says, fixed when the send is queued: the edition''s stories, the alert''s item.';

-- The last 24 hours' top stories as the mail shows them: the featured story first, then the most
-- read, then the newest; at most 8. The summary column holds the whole story: its first paragraph,
-- cut at 280 characters, is the mail's summary.
create or replace function private.morning_edition_stories()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', s.id, 'title', s.title, 'category', s.category, 'imageUrl', s.image_url,
           'imageAlt', coalesce(s.image_alt, ''), 'featured', s.is_featured,
           'summary', left(split_part(btrim(s.summary), E'\n\n', 1), 280))
         order by s.is_featured desc, coalesce(v.view_count, 0) desc, s.published_at desc), '[]'::jsonb)
    from (select * from public.news_stories n
           where n.status = 'published' and n.published_at > now() - interval '24 hours' and n.published_at <= now()
           order by n.is_featured desc, (select c.view_count from public.story_view_counts c where c.story_id = n.id) desc nulls last,
                    n.published_at desc
           limit 8) s
    left join public.story_view_counts v on v.story_id = s.id
$$;

-- Queues the morning edition of `edition_day` (London's today by default) for every confirmed
-- subscriber who chose it. Idempotent: an edition already queued is answered as it is (created
-- false), with the recipients it was queued for. No story in the last 24 hours: nothing is queued
-- (send_id null). The service role (the scheduler), or an admin ("Send the morning edition now").
create or replace function public.newsletter_queue_morning_edition(edition_day date default null)
returns table (send_id uuid, recipients integer, created boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  day date := coalesce(edition_day, (now() at time zone 'Europe/London')::date);
  stories jsonb;
  found_id uuid;
  new_id uuid;
begin
  if coalesce(private.api_role(), 'service_role') <> 'service_role' and not public.is_admin() then
    raise exception 'Only admins can send the morning edition' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('morning edition ' || day::text, 0));
  select s.id into found_id from public.newsletter_sends s where s.kind = 'morning_edition' and s.ref = day::text;
  if found_id is null then
    stories := private.morning_edition_stories();
    if jsonb_array_length(stories) = 0 then
      return query select null::uuid, 0, false;
      return;
    end if;
    insert into public.newsletter_sends (kind, ref, subject, payload, created_by)
    values ('morning_edition', day::text,
            'The morning edition: ' || (stories -> 0 ->> 'title'),
            jsonb_build_object('day', day, 'stories', stories), auth.uid())
    returning id into new_id;
    insert into public.newsletter_deliveries (send_id, subscriber_id)
    select new_id, r.id from public.newsletter_subscribers r
     where r.status = 'confirmed' and r.morning_edition
    on conflict do nothing;
    found_id := new_id;
  end if;
  return query select found_id, (select count(*)::integer from public.newsletter_deliveries d where d.send_id = found_id),
    new_id is not null;
end
$$;

-- Claims up to `batch_size` due deliveries for `lease_seconds` (committed with the call: another
-- sender skips them; a crashed sender's come back when the lease lapses), with what each mail
-- needs: the send, the recipient's state, address and link tokens.
create or replace function public.newsletter_claim_deliveries(batch_size integer, lease_seconds integer)
returns table (send_id uuid, subscriber_id uuid, attempts integer, kind text, ref text, payload jsonb,
               status text, email text, confirm_token text, manage_token text)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select d.send_id, d.subscriber_id from public.newsletter_deliveries d
     where d.status = 'pending' and d.next_attempt_at <= now()
     order by d.next_attempt_at
     limit least(greatest(batch_size, 1), 1000) for update skip locked
  ), claimed as (
    update public.newsletter_deliveries d
       set next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 1)), attempts = d.attempts + 1
      from due where d.send_id = due.send_id and d.subscriber_id = due.subscriber_id
    returning d.send_id, d.subscriber_id, d.attempts
  )
  select c.send_id, c.subscriber_id, c.attempts, s.kind, s.ref, s.payload, r.status, r.email,
         case when r.confirm_nonce is not null then private.newsletter_token('confirm', r) end,
         private.newsletter_token('manage', r)
    from claimed c
    join public.newsletter_sends s on s.id = c.send_id
    join public.newsletter_subscribers r on r.id = c.subscriber_id
$$;

-- Settles a claimed delivery: sent (error null), retried after `retry_seconds`, or failed
-- (error and no retry). A delivery already settled is left alone. The commit does not wait for
-- the WAL to reach the disk (synchronous_commit off, this transaction only): the server has the
-- row once the call returns, so a sender killed right after loses nothing; only a crash of the
-- database server itself within a fraction of a second could forget it, and then the message is
-- sent again (never lost). The wait it saves is most of a send's cost on a busy disk.
create or replace function public.newsletter_settle_delivery(send_id uuid, subscriber_id uuid, error text, retry_seconds integer)
returns void
language sql
security definer
set search_path = ''
as $$
  select set_config('synchronous_commit', 'off', true);
  update public.newsletter_deliveries d set
    status = case when error is null then 'sent' when retry_seconds is null then 'failed' else 'pending' end,
    sent_at = case when error is null then now() end,
    next_attempt_at = case when error is not null and retry_seconds is not null
                           then now() + make_interval(secs => retry_seconds) else d.next_attempt_at end,
    last_error = left(error, 500)
   where d.send_id = newsletter_settle_delivery.send_id and d.subscriber_id = newsletter_settle_delivery.subscriber_id
     and d.status = 'pending'
$$;

revoke execute on function public.newsletter_queue_morning_edition(date),
  public.newsletter_claim_deliveries(integer, integer),
  public.newsletter_settle_delivery(uuid, uuid, text, integer) from public, anon;
grant execute on function public.newsletter_queue_morning_edition(date) to authenticated, service_role;
revoke execute on function public.newsletter_claim_deliveries(integer, integer),
  public.newsletter_settle_delivery(uuid, uuid, text, integer) from authenticated;
grant execute on function public.newsletter_claim_deliveries(integer, integer),
  public.newsletter_settle_delivery(uuid, uuid, text, integer) to service_role;
revoke execute on all functions in schema private from public, anon, authenticated, service_role;
