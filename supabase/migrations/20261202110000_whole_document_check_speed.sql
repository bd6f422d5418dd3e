-- Story documents: the whole-document check (an insert, or the first edit of a body not checked before)
-- does less work for the same answer, and the quick check no longer passes what lax mode unwraps
-- (issue 48's 2 ms figure, decision 177; docs/product/story-documents.md).
--
-- What the check accepts and the reasons it gives are unchanged, except for four shapes the quick
-- check passed and the walk refuses, which were stored: a body that is an array of documents, and an
-- array where a node, a mark or a column width belongs. SQL/JSON paths in lax mode unwrap an array
-- met where an item is filtered, so the paths tested what was inside it. The quick check now leaves
-- them to the walk, which refuses them as validate.ts does.
--
-- Speed, with the same rules and paths:
-- * the document's JSON is printed once, block by block: the blocks' sizes (the edit's record) and,
--   summed with the root's, the whole size (20261201120000 computes it so on an edit);
-- * control characters are searched for only when the JSON text has a backslash (jsonb prints each
--   one as an escape after one), and U+FFFE and U+FFFF by plain substring search;
-- * the paths of nesting levels below the document's deepest node are not run;
-- * the text of a top-level paragraph, heading or pull quote is read from its content directly; only
--   blocks that hold others (lists, quotes, fact boxes, tables) are walked.
--
-- The check's functions change: the records of earlier checks go (decision 173), so the next write of
-- each story checks everything once.
delete from private.story_document_checked;

-- Whether a level's path flags `document`, as 20261130150000 built it from private.story_document_paths
-- (the caption profile's rows included, when 20261202100000 added them), except that the levels from
-- 3 and from 6 down run only when the document has a node that deep: a path below the deepest node
-- visits nothing, but each still costs a walk over the levels above it.
do $build$
declare
  branches text;
begin
  select string_agg(format(E'  if profile = %L then\n    return %s;\n  end if;', by_profile.profile, by_profile.checks),
                    E'\n' order by by_profile.profile)
    into branches
    from (select levels.profile,
                 -- Innermost group first: "a or (deeper exists and (b or (deeper exists and c)))".
                 (select string_agg(part, '' order by grp) || repeat('))', count(*)::integer - 1)
                    from (select g.grp,
                                 case when g.grp = 0 then g.checks
                                      else format(E'\n        or (jsonb_path_exists(document, %L::jsonpath)\n        and (%s',
                                                  'lax $' || repeat('.content[*]', g.first_depth), g.checks)
                                 end as part
                            from (select case when p.depth < 3 then 0 when p.depth < 6 then 1 else 2 end as grp,
                                         min(p.depth) as first_depth,
                                         string_agg(format('jsonb_path_exists(document, %L::jsonpath)', p.path::text),
                                                    E'\n        or ' order by p.depth) as checks
                                    from private.story_document_paths p
                                   where p.profile = levels.profile
                                   group by 1) as g) as groups) as checks
            from (select distinct profile from private.story_document_paths) as levels) as by_profile;
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

-- Whether `document` passes the quick check, as in 20261130150000, and first two things lax paths
-- cannot see: a root that is no object, and an array directly inside a list of nodes, of marks or of
-- attribute values (jsonb prints such an array as "[[" or ", [": only text holding those is searched
-- further). `document_text` is the document's JSON text, or any text holding every substring of it
-- that is not made across a block's edges (story_document_check_full passes the root and the blocks).
create or replace function private.story_document_passes(document jsonb, profile text, document_text text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if jsonb_typeof(document) is distinct from 'object' then
    return false;
  end if;
  if (strpos(document_text, '[[') > 0 or strpos(document_text, ', [') > 0)
     and (jsonb_path_exists(document, 'lax $.**.content[*].type() ? (@ == "array")')
          or jsonb_path_exists(document, 'lax $.**.marks[*].type() ? (@ == "array")')
          or jsonb_path_exists(document, 'lax $.**.attrs.*[*].type() ? (@ == "array")')) then
    return false;
  end if;
  -- jsonb prints every control character as an escape after a backslash.
  if (strpos(document_text, '\') > 0 and document_text ~ '\\(b|f|u00(0[1-7bef]|1[0-9a-f]))')
     or strpos(document_text, chr(65534)) > 0 or strpos(document_text, chr(65535)) > 0 then
    return false;
  end if;
  if private.story_document_flagged(document, profile) then
    return false;
  end if;
  return not exists (
    select
      from jsonb_path_query(document, 'strict $.**.attrs.keyvalue()', '{}', true) as attribute (entry)
      join (select a.name, min(a.max) as max
              from private.story_document_attributes a
             where a.kind in ('text', 'pattern', 'embedUrl')
             group by a.name) as limits on limits.name = attribute.entry ->> 'key'
     where jsonb_typeof(attribute.entry -> 'value') = 'string'
       and char_length(attribute.entry -> 'value' #>> '{}') > limits.max);
end
$$;

-- The plain text of each of `blocks`, exactly as 20261201120000 made it: a paragraph-like block's text
-- read from its content (a hard break as a line break); a block holding others walked for theirs, a
-- blank line between; null for a block without any.
create or replace function private.story_document_block_texts(blocks jsonb)
returns text[]
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_generic_plan
-- Planned with its functions' default row counts, the query costs enough for PostgreSQL to compile it
-- (JIT, ~80 ms a call), for a few hundred rows.
set jit = off
as $$
declare
  text_blocks text[] := array(select c.parent from private.story_document_children c where c.child = 'text');
  texts text[];
begin
  select coalesce(array_agg(
           case
             when b.node ->> 'type' = any (text_blocks) then
               coalesce((select string_agg(case inline.node ->> 'type' when 'text' then inline.node ->> 'text'
                                                                       when 'hardBreak' then E'\n' else '' end,
                                           '' order by inline.i)
                           from jsonb_array_elements(case when jsonb_typeof(b.node -> 'content') = 'array'
                                                          then b.node -> 'content' else '[]' end)
                                with ordinality as inline (node, i)), '')
             when jsonb_typeof(b.node -> 'content') = 'array' then
               (with recursive walk (ord, node) as (
                  select array[c.i::integer], c.child
                    from jsonb_array_elements(b.node -> 'content') with ordinality as c (child, i)
                  union all
                  select w.ord || c.i::integer, c.child
                    from walk w
                   cross join lateral jsonb_array_elements(w.node -> 'content') with ordinality as c (child, i)
                   where jsonb_typeof(w.node -> 'content') = 'array' and not (w.node ->> 'type' = any (text_blocks))
                )
                select string_agg(coalesce(inner_text.text, ''), E'\n\n' order by w.ord)
                  from walk w
                 cross join lateral (
                         select string_agg(case inline.node ->> 'type' when 'text' then inline.node ->> 'text'
                                                                       when 'hardBreak' then E'\n' else '' end,
                                           '' order by inline.i)
                           from jsonb_array_elements(case when jsonb_typeof(w.node -> 'content') = 'array'
                                                          then w.node -> 'content' else '[]' end)
                                with ordinality as inline (node, i)
                       ) as inner_text (text)
                 where w.node ->> 'type' = any (text_blocks))
           end
           order by b.i), '{}')
    into texts
    from jsonb_array_elements(blocks) with ordinality as b (node, i);
  return texts;
end
$$;

-- The full check, as in 20261201120100 (size, quick check, walk, characters of text, and the record an
-- edit reads later), printing the document's JSON once: block by block, when its content is a list.
create or replace function private.story_document_check_full(
  document jsonb,
  profile text,
  out problem text,
  out plain_text text,
  out block_bytes integer[],
  out block_text integer[],
  out block_text_bytes integer[]
)
language plpgsql
stable
set search_path = ''
as $$
declare
  max_bytes integer := (select value from private.story_document_limits where name = 'maxJsonBytes');
  max_text integer := (select value from private.story_document_limits where name = 'maxTextCharacters');
  blocks_json text[];
  root_text text;
  document_text text;
  texts text[];
begin
  if jsonb_typeof(document -> 'content') = 'array' then
    blocks_json := array(select b.node::text
                           from jsonb_array_elements(document -> 'content') with ordinality as b (node, i)
                          order by b.i);
    block_bytes := array(select octet_length(j.json) from unnest(blocks_json) with ordinality as j (json, i) order by j.i);
    -- The JSON text's size: the root without blocks, the blocks, and ", " between them.
    root_text := ((document - 'content') || '{"content": []}')::text;
    if octet_length(root_text) + (select coalesce(sum(b), 0) from unnest(block_bytes) as b)
       + 2 * greatest(cardinality(blocks_json) - 1, 0) > max_bytes then
      problem := format('document: more than %s bytes of JSON', max_bytes);
      block_bytes := null;
      return;
    end if;
    -- Every substring of the document's text that the quick check searches for, none across a block's edges.
    document_text := root_text || '[' || array_to_string(blocks_json, ', ') || ']';
  else
    document_text := document::text;
    if octet_length(document_text) > max_bytes then
      problem := format('document: more than %s bytes of JSON', max_bytes);
      return;
    end if;
  end if;
  if not private.story_document_passes(document, profile, document_text) then
    problem := private.story_document_walk(document, profile);
    if problem is not null then
      block_bytes := null;
      return;
    end if;
  end if;
  if jsonb_typeof(document -> 'content') = 'array' then
    texts := private.story_document_block_texts(document -> 'content');
  else
    texts := '{}';
    block_bytes := '{}';
  end if;
  plain_text := coalesce(array_to_string(texts, E'\n\n'), '');
  if char_length(plain_text) > max_text then
    problem := format('document: more than %s characters of text', max_text);
    plain_text := null;
    block_bytes := null;
    return;
  end if;
  block_text := array(select char_length(t.text) from unnest(texts) with ordinality as t (text, i) order by t.i);
  block_text_bytes := array(select octet_length(t.text) from unnest(texts) with ordinality as t (text, i) order by t.i);
end
$$;

-- None of these is an API: they serve the triggers only.
revoke all on function private.story_document_flagged(jsonb, text),
  private.story_document_passes(jsonb, text, text),
  private.story_document_block_texts(jsonb),
  private.story_document_check_full(jsonb, text)
  from public, anon, authenticated, service_role;
