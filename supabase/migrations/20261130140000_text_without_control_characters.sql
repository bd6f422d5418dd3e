-- Text that reaches the RSS feeds and sitemaps arrives without the control characters XML 1.0
-- forbids (issue 47, docs/product/security.md#control-characters-in-text): a U+000B pasted from a
-- word processor into a title made every feed that listed it ill-formed. C0 controls other than tab,
-- line feed and carriage return, and U+FFFE/U+FFFF, are stripped on insert and update (NUL never
-- gets this far: PostgreSQL text cannot hold it). Stripped rather than refused: the characters are
-- invisible, so an editor could not find what a refusal complained about. A title left empty is
-- still refused by its length check.
--
-- Rows written before this migration are left as they are; the feed writers drop the same
-- characters on the way out.

create or replace function private.strip_control_characters()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  forbidden constant text := '[\u0001-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]';
  fields constant jsonb := to_jsonb(new);
  cleaned jsonb := '{}';
  field text;
begin
  -- tg_argv: the text columns of this table that feeds and sitemaps show.
  foreach field in array tg_argv loop
    if fields ->> field ~ forbidden then
      cleaned := cleaned || jsonb_build_object(field, regexp_replace(fields ->> field, forbidden, '', 'g'));
    end if;
  end loop;
  if cleaned <> '{}' then
    new := jsonb_populate_record(new, cleaned);
  end if;
  return new;
end
$$;

revoke execute on function private.strip_control_characters() from public, anon, authenticated;
-- A trigger runs its function for whoever writes the table: PostgreSQL checks EXECUTE when the
-- trigger is created, not when it fires, so anon, authenticated and hosted GoTrue's own role reach it
-- through their writes and need no grant to call it directly. The service role, which writes these
-- tables itself (the admin API, the seed, tools), is granted it explicitly, as every migration states.
grant execute on function private.strip_control_characters() to service_role;

-- Named to sort before each table's other BEFORE triggers (they fire in name order), so the length
-- checks, the version guard and the revision see the cleaned text.
create trigger news_stories_clean_text before insert or update on public.news_stories
  for each row execute function private.strip_control_characters(
    'title', 'summary', 'author', 'read_time', 'image_alt', 'image_caption', 'image_author');
create trigger photo_essays_clean_text before insert or update on public.photo_essays
  for each row execute function private.strip_control_characters('title', 'caption', 'photographer', 'image_alt');
create trigger story_corrections_clean_text before insert or update on public.story_corrections
  for each row execute function private.strip_control_characters('note');
create trigger authors_clean_text before insert or update on public.authors
  for each row execute function private.strip_control_characters('name', 'bio', 'role_title');
create trigger tags_clean_text before insert or update on public.tags
  for each row execute function private.strip_control_characters('name');
