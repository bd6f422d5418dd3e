-- Newsletter double opt-in, choices and one-click unsubscribe (issue 30, item 4; decision 150).
-- A sign-up stores a pending subscriber and queues a confirmation mail; only confirmed subscribers
-- get editions and alerts. Links carry a token, never the address: the subscriber's id and an
-- HMAC-SHA-256 (a key only the database knows) over the id, the address and the link's purpose, so
-- a token works for one address only and cannot be made for another. The confirmation token also
-- covers a nonce that unsubscribing clears: an old confirmation link cannot subscribe anyone again.
-- Confirm, read and change choices, and unsubscribe are database functions, so the same rules hold
-- on hosted Supabase; mail goes out through newsletter_deliveries (the send log, one row per send
-- and recipient), which the sender drains.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- Addresses that signed up before this change never confirmed: they stay, pending, and get no mail.
alter table public.newsletter_subscribers
  add column status text not null default 'pending'
    constraint newsletter_subscribers_status_check check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column morning_edition boolean not null default true,
  add column breaking_alerts boolean not null default false,
  add column confirm_nonce text,
  add column confirm_sent_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz;

create index newsletter_subscribers_confirmed_idx on public.newsletter_subscribers (status)
  where status = 'confirmed';

-- The key of the links' HMAC: 256 bits made at migration time, readable by the owner only.
create table private.newsletter_link_key (
  one_row boolean primary key default true check (one_row),
  key bytea not null
);
insert into private.newsletter_link_key (key)
  values (decode(replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));

-- HMAC-SHA-256 (RFC 2104) on the built-in sha256(): pgcrypto is not on every database this runs on.
create or replace function private.hmac_sha256(key bytea, message bytea)
returns bytea
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  block bytea := case when length(key) > 64 then sha256(key) else key end;
  inner_pad bytea;
  outer_pad bytea;
begin
  block := block || decode(repeat('00', 64 - length(block)), 'hex');
  inner_pad := block;
  outer_pad := block;
  for i in 0..63 loop
    inner_pad := set_byte(inner_pad, i, get_byte(block, i) # 54);
    outer_pad := set_byte(outer_pad, i, get_byte(block, i) # 92);
  end loop;
  return sha256(outer_pad || sha256(inner_pad || message));
end
$$;

-- A link's token: the id (32 hex) and the HMAC (64 hex) of purpose, id, address and nonce.
create or replace function private.newsletter_token(purpose text, subscriber public.newsletter_subscribers)
returns text
language sql
stable
set search_path = ''
as $$
  select replace(subscriber.id::text, '-', '') || encode(private.hmac_sha256(k.key, convert_to(
    purpose || ':' || subscriber.id::text || ':' || lower(subscriber.email) || ':' ||
    case when purpose = 'confirm' then coalesce(subscriber.confirm_nonce, '') else '' end, 'UTF8')), 'hex')
  from private.newsletter_link_key k
$$;

-- The subscriber a token was made for, locked; null for a malformed, forged or outdated token.
create or replace function private.newsletter_subscriber_for(purpose text, token text)
returns public.newsletter_subscribers
language plpgsql
set search_path = ''
as $$
declare
  found public.newsletter_subscribers;
begin
  if token is null or token !~ '^[0-9a-f]{96}$' then
    return null;
  end if;
  select * into found from public.newsletter_subscribers s
   where s.id = substr(token, 1, 32)::uuid for update;
  if found.id is null or private.newsletter_token(purpose, found) <> token then
    return null;
  end if;
  if purpose = 'confirm' and found.confirm_nonce is null then
    return null;
  end if;
  return found;
end
$$;

-- The send log ----------------------------------------------------------------------------------

-- One send: a confirmation request, a morning edition, a breaking alert.
create table public.newsletter_sends (
  id uuid primary key default gen_random_uuid(),
  kind text not null constraint newsletter_sends_kind_check
    check (kind in ('confirmation', 'morning_edition', 'breaking_alert')),
  -- The edition's day, the breaking news item: a second send of the same is refused.
  ref text,
  subject text not null default '',
  created_at timestamptz not null default now(),
  created_by uuid
);

create unique index newsletter_sends_ref_key on public.newsletter_sends (kind, ref) where ref is not null;
create index newsletter_sends_created_idx on public.newsletter_sends (created_at desc);

-- One row per send and recipient: the primary key makes every send idempotent.
create table public.newsletter_deliveries (
  send_id uuid not null references public.newsletter_sends (id) on delete cascade,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  status text not null default 'pending'
    constraint newsletter_deliveries_status_check check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  -- When a sender may (again) take the row: now, after a back-off, or when a sender's claim lapses.
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  primary key (send_id, subscriber_id)
);

create index newsletter_deliveries_due_idx on public.newsletter_deliveries (next_attempt_at)
  where status = 'pending';
create index newsletter_deliveries_subscriber_idx on public.newsletter_deliveries (subscriber_id);

alter table public.newsletter_sends enable row level security;
alter table public.newsletter_deliveries enable row level security;
create policy "Admins read newsletter sends" on public.newsletter_sends
  for select to authenticated using ((select public.is_admin()));
create policy "Admins read newsletter deliveries" on public.newsletter_deliveries
  for select to authenticated using ((select public.is_admin()));
revoke all on public.newsletter_sends, public.newsletter_deliveries from anon, authenticated;
grant select on public.newsletter_sends, public.newsletter_deliveries to authenticated;
grant select, insert, update, delete on public.newsletter_sends, public.newsletter_deliveries to service_role;

-- Queues a confirmation mail (its own send) for a pending subscriber.
create or replace function private.newsletter_queue_confirmation(subscriber_id uuid)
returns void
language plpgsql
set search_path = ''
as $$
declare
  send_id uuid;
begin
  insert into public.newsletter_sends (kind, subject) values ('confirmation', 'Confirm your newsletter subscription')
  returning id into send_id;
  insert into public.newsletter_deliveries (send_id, subscriber_id) values (send_id, subscriber_id);
  update public.newsletter_subscribers set confirm_sent_at = now() where id = subscriber_id;
end
$$;

-- Sign-up ---------------------------------------------------------------------------------------

-- Still one answer for every address (decision 143). A new address, or one that unsubscribed,
-- becomes pending with the choices asked for and gets a confirmation mail; a pending one gets the
-- mail again at most every 10 minutes; a confirmed one is left as it is (a stranger cannot change
-- its choices). The per-source and table limits (decision 144) fire before this trigger.
create or replace function public.newsletter_subscribers_store()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  known public.newsletter_subscribers;
  nonce text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  if pg_trigger_depth() > 1 then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('newsletter ' || lower(new.email), 0));
  select * into known from public.newsletter_subscribers s where lower(s.email) = lower(new.email);
  if known.id is null then
    insert into public.newsletter_subscribers (id, email, created_at, status, morning_edition, breaking_alerts, confirm_nonce)
    values (new.id, new.email, new.created_at, 'pending', coalesce(new.morning_edition, true),
            coalesce(new.breaking_alerts, false), nonce);
    perform private.newsletter_queue_confirmation(new.id);
  elsif known.status = 'unsubscribed' then
    update public.newsletter_subscribers set status = 'pending', confirm_nonce = nonce, unsubscribed_at = null,
      morning_edition = coalesce(new.morning_edition, true), breaking_alerts = coalesce(new.breaking_alerts, false)
     where id = known.id;
    perform private.newsletter_queue_confirmation(known.id);
  elsif known.status = 'pending'
    and (known.confirm_sent_at is null or known.confirm_sent_at < now() - interval '10 minutes') then
    update public.newsletter_subscribers set confirm_nonce = coalesce(confirm_nonce, nonce) where id = known.id;
    perform private.newsletter_queue_confirmation(known.id);
  end if;
  return null;
end
$$;

-- The insert grant stays as decisions 036 and 143 set it (other front ends send id or created_at):
-- the trigger above writes the row itself, from the address and the two choices only, so a status,
-- nonce or date a visitor sends is never stored.

-- The links' endpoints ----------------------------------------------------------------------------

-- 'confirmed' (also when followed again), or 'invalid' (forged, for another address, outdated by
-- an unsubscribe, or older than 7 days).
create or replace function public.newsletter_confirm(token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers := private.newsletter_subscriber_for('confirm', token);
begin
  if subscriber.id is null then
    return 'invalid';
  end if;
  if subscriber.status = 'pending' then
    if subscriber.confirm_sent_at < now() - interval '7 days' then
      return 'invalid';
    end if;
    update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where id = subscriber.id;
  end if;
  return 'confirmed';
end
$$;

-- The subscription a manage/unsubscribe token is for: status, choices and the address masked
-- (the page shows whose it is without handing a forwarded link's reader the whole address).
create or replace function public.newsletter_subscription(token text)
returns table (status text, morning_edition boolean, breaking_alerts boolean, masked_email text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers := private.newsletter_subscriber_for('manage', token);
begin
  if subscriber.id is null then
    return;
  end if;
  return query select subscriber.status, subscriber.morning_edition, subscriber.breaking_alerts,
    left(subscriber.email, 1) || '•••' || substr(subscriber.email, strpos(subscriber.email, '@'));
end
$$;

-- Changes the choices of a confirmed subscription; none left means unsubscribed.
-- 'saved', 'unsubscribed', or 'invalid' (bad token, or not confirmed).
create or replace function public.newsletter_set_choices(token text, morning_edition boolean, breaking_alerts boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers := private.newsletter_subscriber_for('manage', token);
begin
  if subscriber.id is null or subscriber.status <> 'confirmed'
     or newsletter_set_choices.morning_edition is null or newsletter_set_choices.breaking_alerts is null then
    return 'invalid';
  end if;
  if not newsletter_set_choices.morning_edition and not newsletter_set_choices.breaking_alerts then
    return public.newsletter_unsubscribe(token);
  end if;
  update public.newsletter_subscribers s
     set morning_edition = newsletter_set_choices.morning_edition, breaking_alerts = newsletter_set_choices.breaking_alerts
   where s.id = subscriber.id;
  return 'saved';
end
$$;

-- One click: 'unsubscribed' (also again), or 'invalid'. Mail not yet sent to them is dropped.
create or replace function public.newsletter_unsubscribe(token text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers := private.newsletter_subscriber_for('manage', token);
begin
  if subscriber.id is null then
    return 'invalid';
  end if;
  if subscriber.status <> 'unsubscribed' then
    update public.newsletter_subscribers
       set status = 'unsubscribed', unsubscribed_at = now(), confirm_nonce = null
     where id = subscriber.id;
    update public.newsletter_deliveries set status = 'failed', last_error = 'unsubscribed'
     where subscriber_id = subscriber.id and status = 'pending';
  end if;
  return 'unsubscribed';
end
$$;

-- For the sender (service role): the address and both links' tokens of a subscriber.
create or replace function public.newsletter_recipient(subscriber_id uuid)
returns table (email text, confirm_token text, manage_token text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.email, case when s.confirm_nonce is not null then private.newsletter_token('confirm', s) end,
         private.newsletter_token('manage', s)
    from public.newsletter_subscribers s where s.id = newsletter_recipient.subscriber_id
$$;

revoke execute on function public.newsletter_confirm(text), public.newsletter_subscription(text),
  public.newsletter_set_choices(text, boolean, boolean), public.newsletter_unsubscribe(text),
  public.newsletter_recipient(uuid) from public;
grant execute on function public.newsletter_confirm(text), public.newsletter_subscription(text),
  public.newsletter_set_choices(text, boolean, boolean), public.newsletter_unsubscribe(text)
  to anon, authenticated, service_role;
grant execute on function public.newsletter_recipient(uuid) to service_role;
revoke execute on all functions in schema private from public, anon, authenticated, service_role;
revoke all on all tables in schema private from public, anon, authenticated, service_role;
