-- Newsletter sign-up tells nobody who is subscribed (issue 35, item 3; decision 143). Subscribing
-- an address that is already on the list (in any letter case) used to answer 409 23505 naming the
-- unique index, a new one 201: an oracle. Now the existing row is kept and the insert is skipped
-- without an error, so through the API both answer 201 with the same (empty) body. Front ends that
-- insert into newsletter_subscribers keep working unchanged.

-- Runs as its owner: the API roles cannot read the list (RLS), and the look-up must see every row.
create or replace function public.newsletter_subscribers_skip_known()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Two sign-ups of one address at once: the second waits and then finds the first.
  perform pg_advisory_xact_lock(hashtextextended('newsletter ' || lower(new.email), 0));
  if exists (select 1 from public.newsletter_subscribers s where lower(s.email) = lower(new.email)) then
    return null;
  end if;
  return new;
end
$$;

-- Named to fire before newsletter_subscribers_stamp (triggers fire in name order).
create trigger newsletter_subscribers_skip_known before insert on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribers_skip_known();

-- A trigger function: nobody calls it through /rest/v1/rpc.
revoke execute on function public.newsletter_subscribers_skip_known() from public, anon, authenticated, service_role;
