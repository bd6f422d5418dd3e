-- Two-factor sign-in enforced by the database (issue 36, docs/decisions/154-staff-two-factor.md).
-- 1. Every staff write (stories, essays, live feeds and posts, ads, sports categories and events,
--    roles, blog images, the tips/contact/newsletter inboxes) needs an aal2 session when the writer
--    has a verified factor: Supabase's documented restrictive-policy pattern on auth.jwt() ->> 'aal'.
--    A stolen password alone (aal1) writes nothing for someone who set up an authenticator app.
-- 2. Admins can require two-factor for a role (two_factor_requirements): a member of that role at
--    aal1 is refused outright, factor or not, so the console cannot be used until they enrol.
-- 3. Changes of that setting, and staff invitations later on, go to staff_access_log (append-only).
-- auth.mfa_factors is GoTrue's table on a hosted project; the local backend creates the same
-- (backend/src/platform/sql/10_auth.sql) before migrations run.

create table public.two_factor_requirements (
  role text primary key constraint two_factor_requirements_role_check check (role in ('admin', 'editor')),
  required boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.two_factor_requirements is
  'Per staff role: whether its members must sign in with two factors (aal2) to write anything.';

insert into public.two_factor_requirements (role) values ('admin'), ('editor');

create table public.staff_access_log (
  id bigint generated always as identity primary key,
  action text not null constraint staff_access_log_action_check check (action in (
    'two_factor_required', 'two_factor_not_required'
  )),
  role text not null,
  -- The person concerned (an invitee later on); null for role-wide settings.
  target_email text,
  -- Null for the service role or the database owner; the e-mail is copied at the time.
  actor_user_id uuid,
  actor_email text,
  created_at timestamptz not null default now()
);

comment on table public.staff_access_log is
  'Append-only trail of staff access settings (two-factor requirements), written by triggers.';

create index staff_access_log_created_idx on public.staff_access_log (id desc);

-- True when the caller may write as staff now: their session is aal2, or they have no verified
-- factor and none of their roles requires two-factor. Runs as its owner: the API roles cannot
-- read auth.mfa_factors, and the roles table's own policies must not recurse.
create or replace function public.two_factor_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2'
      or (
        not exists (
          select 1 from auth.mfa_factors f
           where f.user_id = (select auth.uid()) and f.status = 'verified'
        )
        and not exists (
          select 1 from public.user_roles r
            join public.two_factor_requirements t on t.role = r.role and t.required
           where r.user_id = (select auth.uid())
        )
      )
$$;

-- What the console asks at sign-in: must I reach aal2 (or first set up a factor) before I work?
create or replace function public.two_factor_required_for_me()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
      join public.two_factor_requirements t on t.role = r.role and t.required
     where r.user_id = (select auth.uid())
  )
$$;

revoke all on function public.two_factor_satisfied(), public.two_factor_required_for_me() from public, anon;
grant execute on function public.two_factor_satisfied(), public.two_factor_required_for_me()
  to authenticated, service_role;

-- The restrictive policy added to every staff write: ANDed with the permissive ones, so it only
-- ever narrows who may write.
do $$
declare
  target record;
begin
  for target in
    select * from (values
      ('public', 'news_stories', array['insert', 'update', 'delete']),
      ('public', 'photo_essays', array['insert', 'update', 'delete']),
      ('public', 'live_feeds', array['insert', 'update', 'delete']),
      ('public', 'live_posts', array['insert', 'update', 'delete']),
      ('public', 'advertisements', array['insert', 'update', 'delete']),
      ('public', 'sports_categories', array['insert', 'update', 'delete']),
      ('public', 'sports_events', array['insert', 'update', 'delete']),
      ('public', 'user_roles', array['insert', 'update', 'delete']),
      ('public', 'two_factor_requirements', array['update']),
      ('public', 'story_tips', array['update', 'delete']),
      ('public', 'contact_messages', array['update', 'delete']),
      ('public', 'newsletter_subscribers', array['delete'])
    ) as t (schema_name, table_name, commands)
  loop
    for i in 1 .. array_length(target.commands, 1) loop
      execute format(
        'create policy %I on %I.%I as restrictive for %s to authenticated %s',
        'Staff ' || target.commands[i] || ' needs two-factor when enrolled',
        target.schema_name, target.table_name, target.commands[i],
        case target.commands[i]
          when 'insert' then 'with check ((select public.two_factor_satisfied()))'
          when 'update' then 'using ((select public.two_factor_satisfied())) with check ((select public.two_factor_satisfied()))'
          else 'using ((select public.two_factor_satisfied()))'
        end
      );
    end loop;
  end loop;
end
$$;

-- Blog images: only that bucket is staff-written, so other buckets are left as they are.
create policy "Staff insert of blog images needs two-factor when enrolled" on storage.objects
  as restrictive for insert to authenticated
  with check (bucket_id <> 'blog-images' or (select public.two_factor_satisfied()));
create policy "Staff update of blog images needs two-factor when enrolled" on storage.objects
  as restrictive for update to authenticated
  using (bucket_id <> 'blog-images' or (select public.two_factor_satisfied()))
  with check (bucket_id <> 'blog-images' or (select public.two_factor_satisfied()));
create policy "Staff delete of blog images needs two-factor when enrolled" on storage.objects
  as restrictive for delete to authenticated
  using (bucket_id <> 'blog-images' or (select public.two_factor_satisfied()));

-- two_factor_requirements: staff read it (the console's sign-in guard); admins change it.
alter table public.two_factor_requirements enable row level security;

create policy "Signed-in users read two-factor requirements" on public.two_factor_requirements
  for select to authenticated using (true);
create policy "Admins change two-factor requirements" on public.two_factor_requirements
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

revoke all on public.two_factor_requirements from anon, authenticated;
grant select on public.two_factor_requirements to authenticated;
grant update (required) on public.two_factor_requirements to authenticated;
grant select, update on public.two_factor_requirements to service_role;

-- staff_access_log: admins read it; only triggers write it.
alter table public.staff_access_log enable row level security;

create policy "Admins read the staff access log" on public.staff_access_log
  for select to authenticated using ((select public.is_admin()));

revoke all on public.staff_access_log from anon, authenticated, service_role;
grant select on public.staff_access_log to authenticated, service_role;

-- Stamps who changed a requirement and records it. Runs as its owner: the log is not writable
-- through the API, and auth.users is read for the e-mail.
create or replace function public.two_factor_requirements_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if new.required is not distinct from old.required then
    return new;
  end if;
  new.updated_at := now();
  new.updated_by := actor;
  insert into public.staff_access_log (action, role, actor_user_id, actor_email)
  values (case when new.required then 'two_factor_required' else 'two_factor_not_required' end, new.role,
          actor, (select u.email::text from auth.users u where u.id = actor));
  return new;
end
$$;

revoke all on function public.two_factor_requirements_audit() from public, anon, authenticated;

create trigger two_factor_requirements_audit
  before update on public.two_factor_requirements
  for each row execute function public.two_factor_requirements_audit();
