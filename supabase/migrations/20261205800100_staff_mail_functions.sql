-- Staff notices' mail on hosted Supabase (issue 52, item 3; decision 190 "Mail"): the claim, the
-- re-check before each send and the marking, as SQL functions shared by the local backend's
-- staffMail worker and the staff-mail-send edge function (which hosted runs every minute with
-- Supabase Cron, docs/product/mail.md#hosted-schedule). The same statements the worker held
-- inline (20261204100200's review fixes): a claim raises mail_attempts, which is the claim's token;
-- right before a send the row must still be at that token and unsent, and its lease is renewed for
-- that one send. SECURITY DEFINER: service_role reads staff_notices but writes none of it; only
-- service_role may call them.

create or replace function public.staff_mail_claim(batch_size integer default 50, lease_seconds integer default 60)
returns table (id bigint, mail_attempts integer)
language sql
security definer
set search_path = ''
as $$
  with due as (
    select n.id from public.staff_notices n
     where n.mail_due_at <= now() and (n.mail_claimed_until is null or n.mail_claimed_until < now())
     order by n.id limit greatest(1, least(batch_size, 500)) for update skip locked
  )
  update public.staff_notices n
     set mail_claimed_until = now() + make_interval(secs => lease_seconds), mail_attempts = n.mail_attempts + 1
    from due
   where n.id = due.id
  returning n.id, n.mail_attempts;
$$;

create or replace function public.staff_mail_reclaim(notice_id bigint, attempts integer, lease_seconds integer default 60)
returns table (id bigint, kind text, story_id uuid, title text, note text, mail_attempts integer, email text, staff boolean)
language sql
security definer
set search_path = ''
as $$
  update public.staff_notices n
     set mail_claimed_until = now() + make_interval(secs => lease_seconds)
   where n.id = notice_id and n.mail_attempts = attempts and n.mail_due_at is not null
  returning n.id, n.kind, n.story_id, n.title, n.note, n.mail_attempts,
            (select u.email::text from auth.users u where u.id = n.recipient_id),
            exists (select 1 from public.user_roles r
                     where r.user_id = n.recipient_id and r.role in ('contributor', 'editor', 'admin'));
$$;

-- error null: sent. Otherwise the error is kept and the mail is due again after retry_seconds, or
-- never (retry_seconds null).
create or replace function public.staff_mail_settle(notice_id bigint, error text default null, retry_seconds integer default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.staff_notices
     set mail_sent_at = case when error is null then now() else mail_sent_at end,
         mail_due_at = case when error is null or retry_seconds is null then null
                            else now() + make_interval(secs => retry_seconds) end,
         mail_claimed_until = null,
         mail_error = left(error, 500)
   where id = notice_id;
$$;

revoke execute on function public.staff_mail_claim(integer, integer),
  public.staff_mail_reclaim(bigint, integer, integer),
  public.staff_mail_settle(bigint, text, integer) from public, anon, authenticated;
grant execute on function public.staff_mail_claim(integer, integer),
  public.staff_mail_reclaim(bigint, integer, integer),
  public.staff_mail_settle(bigint, text, integer) to service_role;
