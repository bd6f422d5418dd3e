-- Photo-essay captions as documents (issue 48 item 2, decision 171; docs/product/story-documents.md).
-- photo_essays.caption_document holds the caption as a Tiptap 3 document of the new `caption` profile
-- (paragraphs, hard breaks, text; bold, italic, links), checked on every write by the stories'
-- validator (20261130150000). photo_essays.caption stays the plain text the search vector, the cards
-- and other teams read: the database derives it from the document on every write, and a write that
-- sends only caption (an older client, REST) gets a document of paragraphs, as a story's summary does.

-- The caption profile's rules: shared/src/document/schema.ts PROFILES.caption and jsonPaths.ts written
-- out (backend/test/schema/storyDocuments.test.ts compares them with the module). New rule rows void
-- the stories' check records (story_document_rules_changed, 20261201120000): each story's next edit
-- checks its whole body once. The story and live-post rules and functions are left as they are
-- (story_document_flagged is rebuilt from the same table, their branches unchanged).
insert into private.story_document_profiles (profile, element) values
  ('caption', 'doc'),
  ('caption', 'paragraph'),
  ('caption', 'hardBreak'),
  ('caption', 'text'),
  ('caption', 'link'),
  ('caption', 'bold'),
  ('caption', 'italic')
on conflict do nothing;

insert into private.story_document_predicates (profile, root, node) values
  ('caption',
   '(@.type() == "object" && @.type.type() == "string" && (
  (@.type == "doc" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "paragraph")))) && !exists(@.content[*].marks[*])))))',
   '(@.type() == "object" && @.type.type() == "string" && (
  (@.type == "text" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.content) && (!exists(@.marks) || @.marks.type() == "array") && !exists(@.marks[*] ? (!(@.type() == "object" && @.type.type() == "string" && ((@.type == "link" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "href" || @.key == "sponsored"))) && !(!exists(@.attrs.href) || @.attrs.href.type() == "null") && (@.attrs.href.type() == "string" && @.attrs.href like_regex "^(https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?|mailto:[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+|/([A-Za-z0-9._~:?#@!$&''()*+,;=%-][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$") && ((!exists(@.attrs.sponsored) || @.attrs.sponsored.type() == "null") || @.attrs.sponsored.type() == "boolean"))) || (@.type == "bold" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "italic" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))))))) && @.text.type() == "string" && !(@.text == "") && !(exists(@.marks[*] ? (@.type == "link")) && @.text like_regex "[\\u202a-\\u202e\\u2066-\\u2069]"))) ||
  (@.type == "paragraph" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "text" || @.type == "hardBreak")))))) ||
  (@.type == "hardBreak" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.content) && (!exists(@.marks) || @.marks.type() == "array") && !exists(@.marks[*] ? (!(@.type() == "object" && @.type.type() == "string" && ((@.type == "link" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "href" || @.key == "sponsored"))) && !(!exists(@.attrs.href) || @.attrs.href.type() == "null") && (@.attrs.href.type() == "string" && @.attrs.href like_regex "^(https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?|mailto:[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+|/([A-Za-z0-9._~:?#@!$&''()*+,;=%-][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$") && ((!exists(@.attrs.sponsored) || @.attrs.sponsored.type() == "null") || @.attrs.sponsored.type() == "boolean"))) || (@.type == "bold" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "italic" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))))))) && !exists(@.text)))))')
on conflict (profile) do nothing;

insert into private.story_document_paths (profile, depth, path)
select p.profile, d.depth,
       case when d.depth = 0 then ('lax $ ? (!' || p.root || ')')::jsonpath
            when d.depth <= l.value then ('lax $' || repeat('.content[*]', d.depth) || ' ? (!' || p.node || ')')::jsonpath
            else ('lax $' || repeat('.content[*]', d.depth))::jsonpath
       end
  from private.story_document_predicates p
 cross join private.story_document_limits l
 cross join generate_series(0, l.value + 1) as d (depth)
 where l.name = 'maxDepth' and p.profile = 'caption'
on conflict (profile, depth) do nothing;

-- private.story_document_flagged again, built from the table as 20261130150000 built it, now with the
-- caption profile's branch (a profile without one is flagged: the walk then names the problem).
do $build$
declare
  branches text;
begin
  select string_agg(format(E'  if profile = %L then\n    return %s;\n  end if;', by_profile.profile, by_profile.checks),
                    E'\n' order by by_profile.profile)
    into branches
    from (select p.profile,
                 string_agg(format('jsonb_path_exists(document, %L::jsonpath)', p.path::text), E'\n        or '
                            order by p.depth) as checks
            from private.story_document_paths p
           group by p.profile) as by_profile;
  execute format($function$
create or replace function private.story_document_flagged(document jsonb, profile text)
returns boolean
language plpgsql
stable
set search_path = ''
as $body$
begin
%s
  return true;
end
$body$;
$function$, branches);
end
$build$;

-- photo_essays.caption_document ---------------------------------------------------------------------

alter table public.photo_essays add column if not exists caption_document jsonb;

-- Existing essays get a document of paragraphs from their caption (whose plain text is that caption).
-- Without the table's triggers: no edit (no new version, audit entry or schedule signal). Only essays
-- without one, so running it again changes nothing.
alter table public.photo_essays disable trigger user;
update public.photo_essays set caption_document = private.story_document_from_text(caption)
 where caption_document is null;
alter table public.photo_essays enable trigger user;

alter table public.photo_essays
  alter column caption_document set default '{"type": "doc", "content": []}'::jsonb,
  alter column caption_document set not null;

comment on column public.photo_essays.caption_document is
  'The caption as a Tiptap 3 document of the caption profile (docs/product/story-documents.md). Checked on every write; caption is derived from it.';
comment on column public.photo_essays.caption is
  'The plain text of caption_document, derived by the database on every write. A write of caption alone replaces caption_document with its paragraphs.';

-- Keeps caption_document valid and caption its plain text, whoever writes. A write that changes the
-- document wins; one that changes only caption (or an insert without a document) turns the caption
-- into paragraphs. Named to run after photo_essays_clean_text (BEFORE triggers fire in name order), so
-- a caption-only write's text is already without the controls feeds forbid, and before the version
-- guard. Runs as its owner: the rules live in the private schema.
create or replace function private.photo_essays_sync_caption()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  checked record;
begin
  if tg_op = 'INSERT' then
    if new.caption_document is null or new.caption_document = '{"type": "doc", "content": []}'::jsonb then
      new.caption_document := private.story_document_from_text(new.caption);
    end if;
  elsif new.caption_document is not distinct from old.caption_document then
    if new.caption is not distinct from old.caption then
      return new;
    end if;
    new.caption_document := private.story_document_from_text(new.caption);
  end if;
  checked := private.story_document_check(new.caption_document, 'caption');
  if checked.problem is not null then
    raise exception 'The caption is not a valid document: %', checked.problem
      using errcode = '22023',
            hint = 'See docs/product/story-documents.md for the nodes, marks and limits a caption may use.';
  end if;
  new.caption := checked.plain_text;
  return new;
end
$$;

create trigger photo_essays_document before insert or update on public.photo_essays
  for each row execute function private.photo_essays_sync_caption();

-- Nothing here is an API (the trigger runs as its owner).
revoke all on function private.photo_essays_sync_caption() from public, anon, authenticated, service_role;
revoke all on all tables in schema private from public, anon, authenticated, service_role;
