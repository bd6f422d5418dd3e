-- Newsletter sign-up tells nobody who is subscribed (issue 35, item 3; decision 143). Subscribing
-- an address that is already on the list (in any letter case) used to answer 409 23505 naming the
-- unique index, a new one 201: an oracle. Now the trigger below stores a new address itself and
-- skips the API's own insert in every case, so no answer depends on the list: 201 with the same
-- body for a new and a known address, also when the caller asks for the row back (always none).
-- Front ends that insert into newsletter_subscribers keep working unchanged.

-- Runs as its owner: the API roles cannot read the list (RLS), and the look-up must see every row.
create or replace function public.newsletter_subscribers_store()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The insert made just below: let it through.
  if pg_trigger_depth() > 1 then
    return new;
  end if;
  -- Two sign-ups of one address at once: the second waits and then finds the first.
  perform pg_advisory_xact_lock(hashtextextended('newsletter ' || lower(new.email), 0));
  if not exists (select 1 from public.newsletter_subscribers s where lower(s.email) = lower(new.email)) then
    -- created_at as newsletter_subscribers_stamp left it (the server's clock for the API roles);
    -- the check on the address still applies (23514 whether known or not: an invalid address is
    -- never on the list).
    insert into public.newsletter_subscribers (id, email, created_at) values (new.id, new.email, new.created_at);
  end if;
  return null;
end
$$;

-- Named to fire after newsletter_subscribers_stamp (triggers fire in name order).
create trigger newsletter_subscribers_store before insert on public.newsletter_subscribers
  for each row execute function public.newsletter_subscribers_store();

-- A trigger function: nobody calls it through /rest/v1/rpc.
revoke execute on function public.newsletter_subscribers_store() from public, anon, authenticated, service_role;

-- Sign-up still goes through the API's insert (other teams' front ends keep working): its grants
-- stay as decision 036 set them, restated here because this migration depends on them.
grant insert on public.newsletter_subscribers to anon, authenticated;
