-- Story tips as a source sends them (issue 49, item 9; decision 170): what happened, where, when,
-- how to reach the tipster, an optional photo address. The fields a tip never needed (read time,
-- image alt text and credit, "suggest as featured") are no longer asked; old rows keep theirs.
--
-- Who may do what (unchanged): anyone submits a tip; only editors and admins read it (RLS), so the
-- contact details are seen by editors only. A tip from the API is never featured.

alter table public.story_tips
  add column location text
    constraint story_tips_location_length check (char_length(location) <= 200),
  add column happened_when text
    constraint story_tips_happened_when_length check (char_length(happened_when) <= 120),
  add column contact text
    constraint story_tips_contact_length check (char_length(contact) <= 300);

comment on column public.story_tips.location is 'Where it happened, as the tipster wrote it.';
comment on column public.story_tips.happened_when is 'When it happened, as the tipster wrote it ("last night").';
comment on column public.story_tips.contact is 'How to reach the tipster (phone, e-mail, …); confidential, editors only.';

-- A tip no longer asks for a read time: optional, still at most 40 characters.
alter table public.story_tips drop constraint story_tips_read_time_length;
alter table public.story_tips alter column read_time set default '';
alter table public.story_tips
  add constraint story_tips_read_time_length check (char_length(read_time) <= 40);

-- The photo address is a web address (http(s) with a host), never javascript: or data:. Old rows
-- are not re-checked (NOT VALID): the inbox shows them as text and a draft takes only http(s).
alter table public.story_tips
  add constraint story_tips_image_url_web check (image_url ~* '^https?://[^/\s?#]+[^\s]*$') not valid;

-- Intake: a tip from the API starts untriaged and is never featured. Triage as before.
create or replace function public.story_tips_triage()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.status := 'new';
      new.reviewed_at := null;
      new.reviewed_by := null;
      new.story_id := null;
      new.is_featured := false;
    end if;
    return new;
  end if;
  if new.status is distinct from old.status or new.story_id is distinct from old.story_id then
    new.reviewed_at := now();
    new.reviewed_by := (select auth.uid());
  end if;
  return new;
end
$$;

revoke execute on function public.story_tips_triage() from public, anon, authenticated;
-- A trigger's function is not checked for EXECUTE when it fires: the API roles need no grant; the
-- service role, which writes tips itself (tools, the seed), is granted it as every migration states.
grant execute on function public.story_tips_triage() to service_role;
