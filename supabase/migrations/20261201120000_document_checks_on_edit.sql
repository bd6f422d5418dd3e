-- Story documents: on an edit, check only the top-level blocks that changed (issue 48, decision 173;
-- docs/product/story-documents.md#how-the-database-checks-a-document). The console saves often and an
-- edit rarely touches most of a long story, so an update whose previous body this database checked
-- finds the blocks the edit left in place (the run at the start that stands where it stood, and the
-- run at the end that stands where it stood counted from the end; jsonb equality) and checks, prints
-- and walks for text only the blocks between them. The whole-document limits (JSON size, depth,
-- characters of text) still apply to the whole document: the record of the previous check keeps each
-- block's JSON bytes and text characters, so the size and summary are the ends' sums and pieces of
-- the previous summary plus the middle's. An insert, or an update of a body this database did not
-- check (a legacy one, one written with the triggers off, one checked under rules since changed),
-- checks everything. A block moved far is checked again, with the blocks between its two places:
-- more work, never less refused.
-- A block's validity depends on the block alone (its parent is doc and its depth the same wherever it
-- stands at the top) and on no other row, so an edit is refused exactly when the full check refuses
-- it, with the same reason (backend/test/schema/storyDocuments.test.ts proves it per fixture).

-- What a check established about the body it accepted: which write (the transaction that wrote the
-- row: the row's xmin), and per top-level block its JSON text bytes and its plain text characters
-- (null for a block with none, such as an image). One row per story; without a row, or when the row's
-- xmin is another transaction's, the next write of a body checks everything. A migration that changes
-- the check's functions (not only its rule rows, which void the records themselves) must delete them.
create table private.story_document_checked (
  story_id uuid primary key,
  xid bigint not null,
  block_bytes integer[] not null,
  block_text integer[] not null
);

revoke all on table private.story_document_checked from public, anon, authenticated, service_role;

-- A rule that changes (a row of any rule table) makes every earlier check void.
create or replace function private.story_document_rules_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.story_document_checked;
  return null;
end
$$;

do $rules$
declare
  rule_table text;
begin
  foreach rule_table in array array['nodes', 'children', 'marks', 'patterns', 'providers', 'attributes', 'profiles',
                                    'limits', 'predicates', 'paths'] loop
    execute format('create trigger story_document_rules_changed after insert or update or delete or truncate
                      on private.story_document_%s for each statement
                      execute function private.story_document_rules_changed()', rule_table);
  end loop;
end
$rules$;

-- The plain text of each of `blocks` (a document's top-level content), as story_document_text makes
-- the whole document's: null for a block without paragraph-like nodes, so array_to_string(texts,
-- E'\n\n') is that text exactly.
create or replace function private.story_document_block_texts(blocks jsonb)
returns text[]
language plpgsql
stable
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  text_blocks text[] := array(select c.parent from private.story_document_children c where c.child = 'text');
  texts text[];
begin
  with recursive walk (top, ord, node) as (
    select b.i::integer, '{}'::integer[], b.node
      from jsonb_array_elements(blocks) with ordinality as b (node, i)
    union all
    select w.top, w.ord || (c.i - 1)::integer, c.child
      from walk w
     cross join lateral jsonb_array_elements(w.node -> 'content') with ordinality as c (child, i)
     where jsonb_typeof(w.node -> 'content') = 'array' and not (w.node ->> 'type' = any (text_blocks))
  ),
  block_texts as (
    select w.top, string_agg(coalesce(block.text, ''), E'\n\n' order by w.ord) as text
      from walk w
     cross join lateral (
             select string_agg(case inline.node ->> 'type' when 'text' then inline.node ->> 'text'
                                                           when 'hardBreak' then E'\n' else '' end, '' order by inline.i)
               from jsonb_array_elements(case when jsonb_typeof(w.node -> 'content') = 'array' then w.node -> 'content'
                                              else '[]' end) with ordinality as inline (node, i)
           ) as block (text)
     where w.node ->> 'type' = any (text_blocks)
     group by w.top
  )
  select coalesce(array_agg(t.text order by b.i), '{}') into texts
    from generate_series(1, jsonb_array_length(blocks)) as b (i)
    left join block_texts t on t.top = b.i;
  return texts;
end
$$;

-- The full check, as story_document_check (size, quick check, walk, characters of text), with the record
-- an edit reads later: each top-level block's JSON bytes and text characters.
create or replace function private.story_document_check_full(
  document jsonb,
  profile text,
  out problem text,
  out plain_text text,
  out block_bytes integer[],
  out block_text integer[]
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
end
$$;

-- The check of `document` replacing `previous`, a body this database checked, whose summary is
-- `previous_summary` and whose record is `previous_bytes` and `previous_text`: the unchanged ends
-- are found by comparing blocks in place (jsonb equality), and only the middle is checked (under
-- the document's own root, so a problem's place is counted as in the document), printed and walked
-- for text. Every limit applies to the whole document, in story_document_check's order.
create or replace function private.story_document_check_changes(
  document jsonb,
  previous jsonb,
  previous_summary text,
  previous_bytes integer[],
  previous_text integer[],
  profile text,
  out problem text,
  out plain_text text,
  out block_bytes integer[],
  out block_text integer[]
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
begin
  if jsonb_typeof(blocks) is distinct from 'array' or jsonb_typeof(old_blocks) is distinct from 'array' then
    select c.problem, c.plain_text, c.block_bytes, c.block_text into problem, plain_text, block_bytes, block_text
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
  -- The ends' text: their blocks' characters and a blank line between those with text (null: none).
  head_text := (select sum(t + 2) - 2 from unnest(previous_text[1:head]) as t);
  tail_text := (select sum(t + 2) - 2 from unnest(previous_text[old_total - tail + 1:old_total]) as t);
  plain_text := array_to_string(array[left(previous_summary, head_text)] || middle_texts
                                  || array[right(previous_summary, tail_text)], E'\n\n');
  if char_length(plain_text) > max_text then
    problem := format('document: more than %s characters of text', max_text);
    plain_text := null;
    block_bytes := null;
    return;
  end if;
  block_text := previous_text[1:head]
                || array(select char_length(t.text) from unnest(middle_texts) with ordinality as t (text, i) order by t.i)
                || previous_text[old_total - tail + 1:old_total];
end
$$;

-- As in 20261130150000, with the checks above: an update of a body this database checked checks only
-- what changed, and every accepted body is recorded for the next edit. A summary-only write replaces
-- the body with paragraphs, so the record of the previous one goes.
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
    select c.block_bytes, c.block_text into previous_bytes, previous_text
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
                                                    previous_text, 'story');
  end if;
  if checked.problem is not null then
    raise exception 'The story body is not a valid document: %', checked.problem
      using errcode = '22023',
            hint = 'See docs/product/story-documents.md for the nodes, marks and limits a story may use.';
  end if;
  new.summary := checked.plain_text;
  insert into private.story_document_checked (story_id, xid, block_bytes, block_text)
  values (new.id, current_xid, checked.block_bytes, checked.block_text)
  on conflict (story_id) do update
    set xid = excluded.xid, block_bytes = excluded.block_bytes, block_text = excluded.block_text;
  return new;
end
$$;

-- A deleted story's record goes with it.
create or replace function private.news_stories_forget_checks()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.story_document_checked c where c.story_id in (select g.id from gone g);
  return null;
end
$$;

create trigger news_stories_forget_checks after delete on public.news_stories
  referencing old table as gone
  for each statement execute function private.news_stories_forget_checks();

-- None of these is an API: they serve the triggers only.
revoke execute on function private.story_document_rules_changed(), private.story_document_block_texts(jsonb),
  private.story_document_check_full(jsonb, text),
  private.story_document_check_changes(jsonb, jsonb, text, integer[], integer[], text),
  private.news_stories_forget_checks()
  from public, anon, authenticated, service_role;
