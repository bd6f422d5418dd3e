-- A notice reaches the recipient's open console (issue 52, item 3; decision 190 "Live arrival").
-- staff_notices itself cannot be watched: its mail columns are not granted to authenticated
-- (20261204100100), and Realtime subscribes a role only to a table it may select whole. A
-- one-row-per-recipient signal instead, in the realtime publication: each new notice moves its
-- recipient's changed_at, and the console reads its notices again. Realtime sends a change only to
-- subscribers whose select policy returns the row: the recipient, on the same terms as they read
-- the notices (current staff, two-factor when enrolled); nobody else hears of it.

create table public.staff_notice_signals (
  recipient_id uuid primary key references auth.users (id) on delete cascade,
  changed_at timestamptz not null default now()
);

comment on table public.staff_notice_signals is
  'Realtime signal: changed_at moves when the recipient is sent a new staff notice (decision 190).';

alter table public.staff_notice_signals enable row level security;

create policy "Staff hear of their own notices" on public.staff_notice_signals
  for select to authenticated
  using (recipient_id = (select auth.uid())
         and ((select public.is_editor()) or (select public.has_role('contributor'))));
create policy "Staff reads need two-factor when enrolled" on public.staff_notice_signals
  as restrictive for select to authenticated using ((select public.two_factor_satisfied()));

revoke all on table public.staff_notice_signals from public, anon, authenticated, service_role;
grant select on table public.staff_notice_signals to authenticated;
grant select, insert, update, delete on table public.staff_notice_signals to service_role;

-- Runs as its owner: nobody writes the signal through the API.
create or replace function private.signal_staff_notice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.staff_notice_signals (recipient_id) values (new.recipient_id)
  on conflict (recipient_id) do update set changed_at = now();
  return null;
end
$$;

revoke all on function private.signal_staff_notice() from public, anon, authenticated;

create trigger staff_notices_signal after insert on public.staff_notices
  for each row execute function private.signal_staff_notice();

alter publication supabase_realtime add table public.staff_notice_signals;
