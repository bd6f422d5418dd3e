-- Story documents: an edit cuts the previous summary by bytes (decision 173). 20261201120000 cut it by
-- characters (left, right) and counted the new summary's characters: three scans of a 30,000-character
-- text, character by character, about a millisecond of the edit's four on PGlite (its CPU time). The
-- record now also keeps each block's text in bytes; the characters of the whole text are summed from
-- the blocks' counts.

-- Records without the bytes: the next write of their story checks everything.
delete from private.story_document_checked;

alter table private.story_document_checked add column block_text_bytes integer[] not null;

drop function private.story_document_check_changes(jsonb, jsonb, text, integer[], integer[], text);
drop function private.story_document_check_full(jsonb, text);

-- The full check, as story_document_check (size, quick check, walk, characters of text), with the record
-- an edit reads later: each top-level block's JSON bytes, text characters and text bytes.
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
  document_text text;
  texts text[];
begin
  document_text := document::text;
  if octet_length(document_text) > max_bytes then
    problem := format('document: more than %s bytes of JSON', max_bytes);
    return;
  end if;
  if not private.story_document_passes(document, profile, document_text) then
    problem := private.story_document_walk(document, profile);
    if problem is not null then
      return;
    end if;
  end if;
  if jsonb_typeof(document -> 'content') = 'array' then
    texts := private.story_document_block_texts(document -> 'content');
    block_bytes := array(select octet_length(b.node::text)
                           from jsonb_array_elements(document -> 'content') with ordinality as b (node, i)
                          order by b.i);
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

-- The check of `document` replacing `previous`, a body this database checked, whose summary is
-- `previous_summary` and whose record is `previous_bytes`, `previous_text` and `previous_text_bytes`: the unchanged ends
-- are found by comparing blocks in place (jsonb equality), and only the middle is checked (under
-- the document's own root, so a problem's place is counted as in the document), printed and walked
-- for text. Every limit applies to the whole document, in story_document_check's order.
create or replace function private.story_document_check_changes(
  document jsonb,
  previous jsonb,
  previous_summary text,
  previous_bytes integer[],
  previous_text integer[],
  previous_text_bytes integer[],
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
set plan_cache_mode = force_generic_plan
as $$
declare
  max_bytes integer := (select value from private.story_document_limits where name = 'maxJsonBytes');
  max_text integer := (select value from private.story_document_limits where name = 'maxTextCharacters');
  blocks jsonb := document -> 'content';
  old_blocks jsonb := previous -> 'content';
  total integer;
  old_total integer;
  -- How many blocks the edit left at the start, in place, and at the end, in place counted from the end.
  head integer;
  tail integer;
  middle jsonb := '[]';
  middle_bytes integer[];
  middle_texts text[];
  checked_part jsonb;
  head_text integer;
  tail_text integer;
  summary_bytes bytea;
begin
  if jsonb_typeof(blocks) is distinct from 'array' or jsonb_typeof(old_blocks) is distinct from 'array' then
    select c.problem, c.plain_text, c.block_bytes, c.block_text, c.block_text_bytes
      into problem, plain_text, block_bytes, block_text, block_text_bytes
      from private.story_document_check_full(document, profile) as c;
    return;
  end if;
  total := jsonb_array_length(blocks);
  old_total := jsonb_array_length(old_blocks);
  if total = old_total then
    select coalesce(min(n.i), total + 1) - 1, total - coalesce(max(n.i), 0) into head, tail
      from jsonb_array_elements(blocks) with ordinality as n (node, i)
     where n.node is distinct from old_blocks -> (n.i::integer - 1);
  else
    select coalesce(min(n.i) filter (where n.i > old_total or n.node is distinct from old_blocks -> (n.i::integer - 1)),
                    total + 1) - 1,
           total - coalesce(max(n.i) filter (where n.i + old_total - total < 1
                                                 or n.node is distinct from old_blocks -> (n.i::integer - 1 + old_total - total)),
                            0)
      into head, tail
      from jsonb_array_elements(blocks) with ordinality as n (node, i);
  end if;
  tail := least(tail, total - head, old_total - head);
  if head < total - tail then
    middle := jsonb_path_query_array(blocks, 'strict $[$from to $to]', jsonb_build_object('from', head, 'to', total - tail - 1));
  end if;
  middle_bytes := array(select octet_length(m.node::text) from jsonb_array_elements(middle) with ordinality as m (node, i)
                         order by m.i);
  block_bytes := previous_bytes[1:head] || middle_bytes || previous_bytes[old_total - tail + 1:old_total];
  -- The JSON text's size: the root without blocks, the blocks, and ", " between them.
  if octet_length(((document - 'content') || '{"content": []}')::text)
     + (select coalesce(sum(b), 0) from unnest(block_bytes) as b) + 2 * greatest(total - 1, 0) > max_bytes then
    problem := format('document: more than %s bytes of JSON', max_bytes);
    block_bytes := null;
    return;
  end if;
  checked_part := (document - 'content') || jsonb_build_object('content', middle);
  if not private.story_document_passes(checked_part, profile, checked_part::text) then
    problem := private.story_document_walk(checked_part, profile);
    if problem is not null then
      -- content[k] of the middle is content[head + k] of the document.
      problem := regexp_replace(problem, '^content\[([0-9]+)\]',
                                format('content[%s]', head + coalesce(substring(problem from '^content\[([0-9]+)\]')::integer, 0)));
      block_bytes := null;
      return;
    end if;
  end if;
  middle_texts := private.story_document_block_texts(middle);
  block_text := previous_text[1:head]
                || array(select char_length(t.text) from unnest(middle_texts) with ordinality as t (text, i) order by t.i)
                || previous_text[old_total - tail + 1:old_total];
  -- The characters of the whole text: every block's, and a blank line between those with text.
  if coalesce((select sum(t + 2) - 2 from unnest(block_text) as t), 0) > max_text then
    problem := format('document: more than %s characters of text', max_text);
    block_bytes := null;
    block_text := null;
    return;
  end if;
  block_text_bytes := previous_text_bytes[1:head]
                      || array(select octet_length(t.text) from unnest(middle_texts) with ordinality as t (text, i) order by t.i)
                      || previous_text_bytes[old_total - tail + 1:old_total];
  -- The ends' text is the previous summary's first and last bytes (null: no block there has text),
  -- cut as bytes: counting 30,000 characters to cut by characters cost a millisecond on PGlite.
  select (select sum(t + 2) - 2 from unnest(previous_text_bytes[1:head]) as t),
         (select sum(t + 2) - 2 from unnest(previous_text_bytes[old_total - tail + 1:old_total]) as t),
         textsend(previous_summary)
    into head_text, tail_text, summary_bytes;
  plain_text := array_to_string(array[convert_from(substring(summary_bytes from 1 for head_text), 'UTF8')]
                                  || middle_texts
                                  || array[convert_from(substring(summary_bytes from octet_length(summary_bytes) - tail_text + 1),
                                                        'UTF8')],
                                E'\n\n');
end
$$;

-- As in 20261201120000, with the record's text bytes.
create or replace function private.news_stories_sync_body()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  checked record;
  previous_bytes integer[];
  previous_text integer[];
  previous_text_bytes integer[];
  -- The low 32 bits of this transaction's id: what xmin shows of the row it writes.
  current_xid bigint := pg_current_xact_id()::text::bigint % 4294967296;
begin
  if tg_op = 'INSERT' then
    if new.body is null or new.body = '{"type": "doc", "content": []}'::jsonb then
      return private.news_stories_body_from_summary(new);
    end if;
  elsif new.body is not distinct from old.body then
    if new.summary is not distinct from old.summary then
      -- The same body and text: what described the previous row describes this one.
      update private.story_document_checked c set xid = current_xid
       where c.story_id = old.id and c.xid = (select s.xmin::text::bigint from public.news_stories s where s.id = old.id);
      return new;
    end if;
    delete from private.story_document_checked where story_id = old.id;
    return private.news_stories_body_from_summary(new);
  else
    -- The record describes the previous body only if the write it records is the row's last.
    select c.block_bytes, c.block_text, c.block_text_bytes into previous_bytes, previous_text, previous_text_bytes
      from private.story_document_checked c
     where c.story_id = old.id
       and c.xid = (select s.xmin::text::bigint from public.news_stories s where s.id = old.id);
  end if;
  if previous_bytes is null
     or jsonb_typeof(old.body -> 'content') is distinct from 'array'
     or coalesce(array_length(previous_bytes, 1), 0) <> jsonb_array_length(old.body -> 'content') then
    checked := private.story_document_check_full(new.body, 'story');
  else
    checked := private.story_document_check_changes(new.body, old.body, old.summary, previous_bytes,
                                                    previous_text, previous_text_bytes, 'story');
  end if;
  if checked.problem is not null then
    raise exception 'The story body is not a valid document: %', checked.problem
      using errcode = '22023',
            hint = 'See docs/product/story-documents.md for the nodes, marks and limits a story may use.';
  end if;
  new.summary := checked.plain_text;
  insert into private.story_document_checked (story_id, xid, block_bytes, block_text, block_text_bytes)
  values (new.id, current_xid, checked.block_bytes, checked.block_text, checked.block_text_bytes)
  on conflict (story_id) do update
    set xid = excluded.xid, block_bytes = excluded.block_bytes, block_text = excluded.block_text,
        block_text_bytes = excluded.block_text_bytes;
  return new;
end
$$;

-- None of these is an API: they serve the trigger only.
revoke execute on function private.story_document_check_full(jsonb, text),
  private.story_document_check_changes(jsonb, jsonb, text, integer[], integer[], integer[], text)
  from public, anon, authenticated, service_role;
