-- The sender records a delivery as sent just before the message's last line (decision 150,
-- "Sending that survives faults"): a sender killed before that line leaves the message untaken and
-- the row pending; killed after it, the row says sent and the server has the message. When the
-- server then refuses the message, the row is reopened: retried after `retry_seconds`, or failed.
create or replace function public.newsletter_reopen_delivery(send_id uuid, subscriber_id uuid, error text, retry_seconds integer)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.newsletter_deliveries d set
    status = case when retry_seconds is null then 'failed' else 'pending' end,
    sent_at = null,
    next_attempt_at = case when retry_seconds is not null
                           then now() + make_interval(secs => retry_seconds) else d.next_attempt_at end,
    last_error = left(error, 500)
   where d.send_id = newsletter_reopen_delivery.send_id and d.subscriber_id = newsletter_reopen_delivery.subscriber_id
     and d.status = 'sent'
$$;

revoke execute on function public.newsletter_reopen_delivery(uuid, uuid, text, integer) from public, anon, authenticated;
grant execute on function public.newsletter_reopen_delivery(uuid, uuid, text, integer) to service_role;
