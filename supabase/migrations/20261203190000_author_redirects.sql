-- Old author slugs redirect (issue 53 item 1, decision 185), as topics' do: author_redirects maps
-- an old slug to an author id, never to a slug, so a chain of renames resolves in one step and
-- cannot loop, and a slug in use (renamed back, or taken by another author) is never a redirect's
-- source. Only the trigger writes it; readers read it through author_redirect(). Every change of
-- a redirect happens with a write to authors, which purges list:authors (the key the shell's 301
-- carries).

create table public.author_redirects (
  old_slug text primary key
    constraint author_redirects_slug_format check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(old_slug) <= 80),
  author_id uuid not null references public.authors (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.author_redirects is
  'Old author slugs (renamed authors): /author/{old_slug} redirects permanently to the author''s slug now.';

create index author_redirects_author_idx on public.author_redirects (author_id);

alter table public.author_redirects enable row level security;

-- Authors are public (retired ones included: their pages stay), so their old slugs are too.
create policy "Author redirects are public" on public.author_redirects
  for select to anon, authenticated using (true);

revoke all on table public.author_redirects from anon, authenticated, service_role;
grant select on table public.author_redirects to anon, authenticated;
grant select, insert, update, delete on table public.author_redirects to service_role;

create or replace function private.authors_keep_redirects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.slug is not distinct from old.slug then
    return null;
  end if;
  delete from public.author_redirects where old_slug = new.slug;
  if tg_op = 'UPDATE' then
    insert into public.author_redirects (old_slug, author_id) values (old.slug, new.id)
    on conflict (old_slug) do update set author_id = excluded.author_id, created_at = now();
  end if;
  return null;
end
$$;

revoke execute on function private.authors_keep_redirects() from public, anon, authenticated;
grant execute on function private.authors_keep_redirects() to service_role;

create trigger authors_keep_redirects after insert or update on public.authors
  for each row execute function private.authors_keep_redirects();

-- The slug an old author slug leads to now, or null.
create or replace function public.author_redirect(old_slug text)
returns text
language sql
stable
set search_path = ''
as $$
  select a.slug from public.author_redirects r join public.authors a on a.id = r.author_id where r.old_slug = $1
$$;

comment on function public.author_redirect(text) is 'The current slug of the author an old slug redirects to, or null.';

revoke execute on function public.author_redirect(text) from public;
grant execute on function public.author_redirect(text) to anon, authenticated, service_role;
