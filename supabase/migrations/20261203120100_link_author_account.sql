-- Editors link an author profile to a staff account by its e-mail address, or unlink it (issue 53,
-- item 1; decision 185). Editors cannot read auth.users, so the address is resolved here; only an
-- account holding a staff role can be linked, and one account has at most one profile.
create or replace function public.link_author_account(author uuid, staff_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid;
  address text := lower(btrim(coalesce(staff_email, '')));
begin
  if not (select public.is_editor()) or not (select public.two_factor_satisfied()) then
    raise exception 'Only editors can link an author to an account.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.authors a where a.id = author) then
    raise exception 'That author no longer exists.' using errcode = 'P0002';
  end if;
  if address <> '' then
    select u.id into account from auth.users u
     where lower(u.email) = address
       and exists (select 1 from public.user_roles r where r.user_id = u.id);
    if account is null then
      raise exception 'No staff account has the address "%".', left(address, 254) using errcode = 'P0002';
    end if;
    if exists (select 1 from public.authors a where a.user_id = account and a.id <> author) then
      raise exception 'That account is already linked to another author.' using errcode = '23505';
    end if;
  end if;
  update public.authors set user_id = account where id = author;
end
$$;

comment on function public.link_author_account(uuid, text) is
  'Editors: link an author profile to the staff account with this e-mail address (empty: unlink).';

revoke execute on function public.link_author_account(uuid, text) from public, anon;
grant execute on function public.link_author_account(uuid, text) to authenticated, service_role;
