-- Story documents: the record of a check describes only a row this database wrote (security review of
-- decision 173, finding F1). 20261201120000 saved the record from the BEFORE trigger on an insert too,
-- keyed by the story id alone: a proposed row that was never written (the second of two rows with
-- one id in an `insert … on conflict do nothing`, or the insert half of an `on conflict do update`)
-- overwrote the record of the row the same transaction had written, whose xmin matched it, so the
-- next edit trusted block sizes and texts nobody had checked (over the text limit, a wrong summary).
-- An update's BEFORE trigger fires only for the row it updates (locked, after the conflict and its
-- condition), so an update still records; an insert now forgets any record of its id, and the first
-- edit of a new story checks everything once. An update that changes the id forgets the old id's.

-- Records that may have been written so: the next write of each story checks everything.
delete from private.story_document_checked;

-- As in 20261201120100, except where the record is written and forgotten.
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
    -- This row may never be written (a conflict drops it): it leaves no record, and forgets any.
    delete from private.story_document_checked where story_id = new.id;
    if new.body is null or new.body = '{"type": "doc", "content": []}'::jsonb then
      return private.news_stories_body_from_summary(new);
    end if;
  else
    if new.id is distinct from old.id then
      -- A record describes its own id's row only.
      delete from private.story_document_checked where story_id in (old.id, new.id);
    end if;
    if new.body is not distinct from old.body then
      if new.summary is not distinct from old.summary then
        -- The same body and text: what described the previous row describes this one.
        update private.story_document_checked c set xid = current_xid
         where c.story_id = old.id and c.xid = (select s.xmin::text::bigint from public.news_stories s where s.id = old.id);
        return new;
      end if;
      delete from private.story_document_checked where story_id = old.id;
      return private.news_stories_body_from_summary(new);
    end if;
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
  if tg_op = 'UPDATE' then
    insert into private.story_document_checked (story_id, xid, block_bytes, block_text, block_text_bytes)
    values (new.id, current_xid, checked.block_bytes, checked.block_text, checked.block_text_bytes)
    on conflict (story_id) do update
      set xid = excluded.xid, block_bytes = excluded.block_bytes, block_text = excluded.block_text,
          block_text_bytes = excluded.block_text_bytes;
  end if;
  return new;
end
$$;
