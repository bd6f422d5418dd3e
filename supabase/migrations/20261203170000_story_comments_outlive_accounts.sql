-- Editorial comments outlive their author's account (decision 184, security review): deleting a
-- staff account sets its comments' author_id and resolved_by to null (`on delete set null`), an
-- UPDATE that the comment trigger refused ('A comment keeps its story, thread, author and time'),
-- so the admin's delete of any account that had commented failed; and for a resolver the trigger
-- put resolved_by back. The trigger now holds the API's writers (anon, authenticated,
-- service_role) to its rules on update and lets the owner's writes through: PostgreSQL runs a
-- foreign key's action as the owner of the referencing table, so the set-null passes while no
-- client can use the path. The body checks and the insert rules are unchanged and apply to all.

create or replace function public.story_comments_check()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  parent public.story_comments%rowtype;
begin
  if char_length(new.body) > 5000 then
    raise exception 'A comment is at most 5,000 characters' using errcode = '22023';
  end if;
  if btrim(new.body, E' \t\r\n') = '' then
    raise exception 'A comment cannot be empty' using errcode = '22023';
  end if;
  if tg_op = 'INSERT' then
    -- Said before anything about the parent, which the caller may have no right to learn of.
    if caller is not null and not coalesce(public.may_coedit_story(new.story_id), false) then
      raise exception 'Only staff who may edit this story may comment on it' using errcode = '42501';
    end if;
    new.author_id := coalesce(caller, new.author_id);
    new.created_at := now();
    new.edited_at := null;
    new.resolved_at := null;
    new.resolved_by := null;
    if new.parent_id is not null then
      select * into parent from public.story_comments c where c.id = new.parent_id;
      if not found or parent.story_id <> new.story_id then
        raise exception 'A reply must answer a comment on the same story' using errcode = '22023';
      end if;
      if parent.parent_id is not null then
        raise exception 'A reply answers the first comment of its thread' using errcode = '22023';
      end if;
    end if;
    return new;
  end if;
  -- Not an API writer: a foreign key's set-null when an account is deleted (run as the table's
  -- owner), or the owner's own maintenance. The row is written as it is.
  if current_user not in ('anon', 'authenticated', 'service_role') then
    return new;
  end if;
  if (new.story_id, new.parent_id, new.author_id, new.created_at)
     is distinct from (old.story_id, old.parent_id, old.author_id, old.created_at) then
    raise exception 'A comment keeps its story, thread, author and time' using errcode = '22023';
  end if;
  new.edited_at := old.edited_at;
  if new.body is distinct from old.body then
    if caller is not null and caller is distinct from old.author_id then
      raise exception 'You can edit only your own comments' using errcode = '42501';
    end if;
    new.edited_at := now();
  end if;
  new.resolved_by := old.resolved_by;
  if (new.resolved_at is null) = (old.resolved_at is null) then
    new.resolved_at := old.resolved_at;
  elsif old.parent_id is not null then
    raise exception 'A thread is resolved by its first comment, not a reply' using errcode = '22023';
  elsif new.resolved_at is null then
    new.resolved_by := null;
  else
    new.resolved_at := now();
    new.resolved_by := caller;
  end if;
  return new;
end
$$;

-- A trigger function: nobody calls it through the API.
revoke execute on function public.story_comments_check() from public, anon, authenticated;
grant execute on function public.story_comments_check() to service_role;
