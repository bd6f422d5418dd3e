-- Live-blog posts as documents (issue 48 item 2, decision 171; docs/product/live-blogs.md).
-- live_posts.document holds the post as a Tiptap 3 document of the livePost profile (paragraphs,
-- lists, hard breaks, photos, embeds; bold, italic, links), checked on every write by the stories'
-- validator (20261130150000). live_posts.body stays the plain text the realtime payloads, the
-- search and other teams read, in its old format (links written [text](address) or as bare
-- addresses): the database derives it from the document on every write, and a write that sends
-- only body (an older client, REST) gets a document made from it, its links as link marks.

-- Text and documents -------------------------------------------------------------------------------

-- A link of a post's text, as shared/src/model/livePostBody.ts finds them: [text](address) or a bare
-- http(s) address (not ending in punctuation). Groups: the whole link, its text, its address. (A
-- text's 300-character limit is checked apart: PostgreSQL's repeat counts stop at 255.)
create or replace function private.live_post_link_pattern()
returns text
language sql
immutable
set search_path = ''
as $$
  select $re$(\[([^]\n]+)\]\([[:space:]]*([^[:space:]()]+)[[:space:]]*\)|\mhttps?://[^[:space:]<>()]+[^[:space:]<>().,;:!?'"])$re$
$$;

-- The address of a link the text may turn into a link mark: what the reader followed before (http(s)
-- or a path on this site) and the documents' link rule accepts; null otherwise (the text stays text).
create or replace function private.live_post_link_href(address text, label text)
returns text
language sql
stable
set search_path = ''
as $$
  select address
   where address ~ '^(https?://|/[^/\\])'
     and char_length(address) <= 2048
     and char_length(coalesce(label, '')) <= 300
     and address ~ (select p.regex from private.story_document_patterns p where p.name = 'href')
     and coalesce(label, '') !~ (select p.regex from private.story_document_patterns p where p.name = 'linkText')
$$;

-- One line of a post's text as inline nodes: text, and the links it writes as linked text.
create or replace function private.live_post_line_nodes(line text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := private.live_post_link_pattern();
  nodes jsonb := '[]';
  pending text := '';
  rest text := line;
  found text[];
  at integer;
  href text;
begin
  loop
    at := regexp_instr(rest, pattern);
    exit when at = 0;
    found := regexp_match(rest, pattern);
    pending := pending || substr(rest, 1, at - 1);
    href := private.live_post_link_href(coalesce(found[3], found[1]), coalesce(found[2], found[1]));
    if href is null then
      pending := pending || found[1];
    else
      if pending <> '' then
        nodes := nodes || jsonb_build_object('type', 'text', 'text', pending);
      end if;
      pending := '';
      nodes := nodes || jsonb_build_object('type', 'text', 'text', coalesce(found[2], found[1]),
                                           'marks', jsonb_build_array(jsonb_build_object(
                                             'type', 'link', 'attrs', jsonb_build_object('href', href))));
    end if;
    rest := substr(rest, at + char_length(found[1]));
  end loop;
  pending := pending || rest;
  if pending <> '' then
    nodes := nodes || jsonb_build_object('type', 'text', 'text', pending);
  end if;
  return nodes;
end
$$;

-- A post's document from its text: as private.story_document_from_text (a paragraph per block between
-- blank lines, a hard break per line break), with its links as link marks.
create or replace function private.live_post_document_from_text(body text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('type', 'doc', 'content', coalesce(jsonb_agg(paragraph.node order by b.n), '[]'))
    from string_to_table(coalesce(body, ''), E'\n\n') with ordinality as b (block, n)
   cross join lateral (
           select case when jsonb_array_length(inline.nodes) = 0 then '{"type": "paragraph"}'::jsonb
                       else jsonb_build_object('type', 'paragraph', 'content', inline.nodes) end
             from (select coalesce(jsonb_agg(part.node order by l.n, part.place, part.i), '[]') as nodes
                     from string_to_table(b.block, E'\n') with ordinality as l (line, n)
                    cross join lateral (
                            select 0, 0::bigint, '{"type": "hardBreak"}'::jsonb where l.n > 1
                            union all
                            select 1, e.i, e.node
                              from jsonb_array_elements(private.live_post_line_nodes(l.line)) with ordinality as e (node, i)
                          ) as part (place, i, node)) as inline
         ) as paragraph (node)
   where body is not null and body <> ''
$$;

-- The text of one paragraph-like node's inline content: runs of the same link written back as
-- [text](address), or as the bare address when that is the text; mailto links (which the text's own
-- rule never took) as their text.
create or replace function private.live_post_inline_text(content jsonb)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(string_agg(case when run.href is null or run.href !~ '^(https?://|/)' then run.text
                                  when run.text = run.href then run.text
                                  else '[' || run.text || '](' || run.href || ')' end, '' order by run.grp), '')
    from (select grouped.grp, min(grouped.href) as href, string_agg(grouped.piece, '' order by grouped.i) as text
            from (select linked.i, linked.piece, linked.href,
                         sum(case when linked.href is distinct from linked.before then 1 else 0 end)
                           over (order by linked.i) as grp
                    from (select pieces.i, pieces.piece, pieces.href, lag(pieces.href) over (order by pieces.i) as before
                            from (select inline.i,
                                         case inline.node ->> 'type' when 'text' then inline.node ->> 'text'
                                                                     when 'hardBreak' then E'\n' else '' end as piece,
                                         (select m -> 'attrs' ->> 'href'
                                            from jsonb_array_elements(case when jsonb_typeof(inline.node -> 'marks') = 'array'
                                                                           then inline.node -> 'marks' else '[]' end) as m
                                           where m ->> 'type' = 'link'
                                           limit 1) as href
                                    from jsonb_array_elements(case when jsonb_typeof(content) = 'array' then content
                                                                   else '[]' end) with ordinality as inline (node, i)
                                 ) as pieces
                         ) as linked
                 ) as grouped
           group by grouped.grp) as run
$$;

-- A post's text from its document: private.story_document_text's blocks, with links written in the
-- text's syntax, so a post written as text comes back as that text.
create or replace function private.live_post_document_text(document jsonb)
returns text
language sql
stable
set search_path = ''
as $$
  with recursive walk (ord, node) as (
    select '{}'::integer[], document
    union all
    select w.ord || (c.i - 1)::integer, c.child
      from walk w
     cross join lateral jsonb_array_elements(w.node -> 'content') with ordinality as c (child, i)
     where jsonb_typeof(w.node -> 'content') = 'array'
       and not (w.node ->> 'type' = any (array(select p.parent from private.story_document_children p where p.child = 'text')))
  )
  select coalesce(string_agg(private.live_post_inline_text(w.node -> 'content'), E'\n\n' order by w.ord), '')
    from walk w
   where w.node ->> 'type' = any (array(select p.parent from private.story_document_children p where p.child = 'text'))
$$;

-- live_posts.document --------------------------------------------------------------------------------

alter table public.live_posts add column if not exists document jsonb;

-- Existing posts get their document from their text. Without the table's triggers: this is no edit
-- (no new version, revision, audit entry or page purge). Only posts without one: a second run changes nothing.
alter table public.live_posts disable trigger user;
update public.live_posts set document = private.live_post_document_from_text(body) where document is null;
alter table public.live_posts enable trigger user;

alter table public.live_posts
  alter column document set default '{"type": "doc", "content": []}'::jsonb,
  alter column document set not null,
  -- A write may send the document alone: the trigger below derives the text.
  alter column body set default '';

comment on column public.live_posts.document is
  'The post as a Tiptap 3 document of the livePost profile (docs/product/live-blogs.md). Checked on every write; body is derived from it.';
comment on column public.live_posts.body is
  'The plain text of document, derived by the database on every write: paragraphs split by blank lines, links as [text](https://…) or bare https:// addresses. A write of body alone replaces document with it, links as link marks.';

-- Keeps document valid and body its text, whoever writes. A write that changes document wins; one that
-- changes only body (or an insert without a document) turns the text into a document. Named to run
-- first of the BEFORE triggers (they fire in name order), so live_posts_fill's `edited` and the
-- version guard see the final row. Runs as its owner: the rules live in the private schema.
create or replace function private.live_posts_sync_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  checked record;
begin
  if tg_op = 'INSERT' then
    if new.document is null or new.document = '{"type": "doc", "content": []}'::jsonb then
      new.document := private.live_post_document_from_text(new.body);
    end if;
  elsif new.document is not distinct from old.document then
    if new.body is not distinct from old.body then
      return new;
    end if;
    new.document := private.live_post_document_from_text(new.body);
  end if;
  checked := private.story_document_check(new.document, 'livePost');
  if checked.problem is not null then
    raise exception 'The live post is not a valid document: %', checked.problem
      using errcode = '22023',
            hint = 'See docs/product/live-blogs.md for the nodes, marks and limits a live post may use.';
  end if;
  new.body := private.live_post_document_text(new.document);
  return new;
end
$$;

create trigger live_posts_document before insert or update on public.live_posts
  for each row execute function private.live_posts_sync_document();

-- As in 20261127120000, with the document: a change of formatting alone is an edit too.
create or replace function public.live_posts_fill()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(btrim(new.author), '') = '' then
    new.author := coalesce((select s.author from public.news_stories s where s.id = new.story_id), '');
  end if;
  if tg_op = 'INSERT' then
    new.edited := false;
    return new;
  end if;
  new.story_id := old.story_id;
  new.edited := old.edited or (new.title, new.document, new.image_url, new.image_alt, new.embed_url)
    is distinct from (old.title, old.document, old.image_url, old.image_alt, old.embed_url);
  return new;
end
$$;

-- Revisions keep the document too (null for those saved before documents: their body is the text).
alter table public.live_post_revisions add column if not exists document jsonb;
comment on column public.live_post_revisions.document is 'The post''s document as saved; null before live-post documents.';

create or replace function public.live_posts_record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  insert into public.live_post_revisions (
    post_id, story_id, version, title, body, document, image_url, image_alt, embed_url, is_key_event, is_pinned,
    author, edited_by, editor_email
  ) values (
    new.id, new.story_id, new.version, new.title, new.body, new.document, new.image_url, new.image_alt, new.embed_url,
    new.is_key_event, new.is_pinned, new.author, (select auth.uid()), (select auth.jwt() ->> 'email')
  )
  on conflict (post_id, version) do nothing;
  return null;
end
$$;

-- Trigger functions: nobody calls them through the API; the service role, which writes posts itself
-- (the seed, tools), is granted them as every migration states (hosted Supabase grants nothing).
revoke execute on function public.live_posts_fill(), public.live_posts_record_revision() from public, anon, authenticated;
grant execute on function public.live_posts_fill(), public.live_posts_record_revision() to service_role;
revoke all on function private.live_post_link_pattern(), private.live_post_link_href(text, text),
  private.live_post_line_nodes(text), private.live_post_document_from_text(text),
  private.live_post_inline_text(jsonb), private.live_post_document_text(jsonb), private.live_posts_sync_document()
  from public, anon, authenticated, service_role;
