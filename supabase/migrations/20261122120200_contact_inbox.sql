-- The contact inbox of the admin dashboard: a message can be marked read (and unread again) and
-- archived (and restored). Admins change only those two marks; what a visitor wrote never changes.

alter table public.contact_messages
  add column read_at timestamptz,
  add column archived_at timestamptz;

comment on column public.contact_messages.read_at is 'When an admin first marked it read; null = unread.';
comment on column public.contact_messages.archived_at is 'When an admin archived it; null = in the inbox.';

create index contact_messages_inbox_idx on public.contact_messages (created_at desc) where archived_at is null;

-- Marks are stamped with the database's clock; a visitor cannot send a message already read or
-- archived; and an update through the API may change nothing but the marks (even if a later grant
-- widens the column privileges below).
create or replace function public.contact_messages_marks()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.read_at := null;
    new.archived_at := null;
    return new;
  end if;
  if (to_jsonb(new) - 'read_at' - 'archived_at') is distinct from (to_jsonb(old) - 'read_at' - 'archived_at') then
    raise exception 'Only the read and archived marks of a message can change'
      using errcode = '42501';
  end if;
  if new.read_at is not null and old.read_at is null then
    new.read_at := now();
  elsif new.read_at is not null then
    new.read_at := old.read_at;
  end if;
  if new.archived_at is not null and old.archived_at is null then
    new.archived_at := now();
  elsif new.archived_at is not null then
    new.archived_at := old.archived_at;
  end if;
  return new;
end
$$;

create trigger contact_messages_marks before insert or update on public.contact_messages
  for each row execute function public.contact_messages_marks();

create policy "Admins mark contact messages" on public.contact_messages
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Least privilege: the API may update only the two marks (RLS then limits that to admins).
revoke update on public.contact_messages from anon, authenticated;
grant update (read_at, archived_at) on public.contact_messages to authenticated;
revoke execute on function public.contact_messages_marks() from public, anon, authenticated;
