-- Load failures and render errors of the portal's remotes, reported by browsers through the
-- remote-errors edge function, so each remote's team sees what broke in which build. Nothing
-- personal: no user, no address, no URL query; the function and the browser scrub the message.
-- Only the service role (the function) writes; admins read.

create table public.remote_errors (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  remote text not null constraint remote_errors_remote_check check (remote in ('reader', 'live', 'editor', 'admin')),
  module text not null constraint remote_errors_module_check check (module ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'),
  version text not null constraint remote_errors_version_check check (version ~ '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$'),
  kind text not null constraint remote_errors_kind_check check (kind in ('load', 'render', 'skew')),
  message text not null constraint remote_errors_message_length check (char_length(message) between 1 and 300)
);

comment on table public.remote_errors is
  'Remote load/render failures with remote, module and build version; written by the remote-errors function.';

create index remote_errors_recent_idx on public.remote_errors (remote, created_at desc);
create index remote_errors_created_idx on public.remote_errors (created_at);

alter table public.remote_errors enable row level security;

create policy "Admins read remote errors" on public.remote_errors
  for select to authenticated using ((select public.is_admin()));

revoke all on table public.remote_errors from anon, authenticated;
grant select on table public.remote_errors to authenticated;
grant select, insert, delete on table public.remote_errors to service_role;

-- The exact limit, shared by every function instance: one failure repeated by many open pages is
-- stored 5 times a minute, and the table takes at most 300 reports a minute in all. Rows older than
-- 30 days go, so the table stays small.
create or replace function public.remote_errors_rate_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from public.remote_errors where created_at > now() - interval '1 minute') >= 300
     or (select count(*) from public.remote_errors
          where remote = new.remote and module = new.module and kind = new.kind and version = new.version
            and message = new.message and created_at > now() - interval '1 minute') >= 5 then
    raise exception 'Too many error reports. Please try again later.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  delete from public.remote_errors where created_at < now() - interval '30 days';
  new.created_at := now();
  return new;
end
$$;

revoke execute on function public.remote_errors_rate_limit() from public, anon, authenticated;

create trigger remote_errors_rate_limit before insert on public.remote_errors
  for each row execute function public.remote_errors_rate_limit();
