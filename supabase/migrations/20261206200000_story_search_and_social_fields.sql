-- A story's search and social fields (issue 53 item 3, decision 205, docs/product/story-fields.md):
-- a standfirst (the line under the headline, apart from the story text: summary stays its plain
-- text), a search title and description, a social title and image, and a read time the database
-- computes from the text unless the editor sets it by hand.
--
-- Each is null when not set: readers then get the default (search title ← title, description ←
-- standfirst ← summary, social title ← search title, social image ← the lead image). Each is one
-- line of plain text: every control character is refused (line breaks too), rather than stripped as
-- the older text columns' are (20261130140000's trigger): the form refuses the same first, so an
-- editor is told. The limits are the form's hard limits; the counters' advice (60 and 160
-- characters) is shorter.

alter table public.news_stories
  add column standfirst text
    constraint news_stories_standfirst_text
      check (char_length(standfirst) between 1 and 300
             and standfirst !~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]'),
  add column seo_title text
    constraint news_stories_seo_title_text
      check (char_length(seo_title) between 1 and 120
             and seo_title !~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]'),
  add column seo_description text
    constraint news_stories_seo_description_text
      check (char_length(seo_description) between 1 and 320
             and seo_description !~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]'),
  add column social_title text
    constraint news_stories_social_title_text
      check (char_length(social_title) between 1 and 200
             and social_title !~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]'),
  add column social_image_url text
    constraint news_stories_social_image_url_http
      check (char_length(social_image_url) <= 2048 and social_image_url ~ '^https?://[^\s\u0001-\u001F\u007F-\u009F]+$'),
  -- false keeps every older writer's typed read time (the tip inbox, REST integrations); the console
  -- sends true for a new story.
  add column read_time_auto boolean not null default false;

comment on column public.news_stories.standfirst is
  'The line under the headline (plain text, one line, at most 300 characters); null: none.';
comment on column public.news_stories.seo_title is
  'The title search engines show (<title>); null: the title.';
comment on column public.news_stories.seo_description is
  'The meta description; null: the standfirst, else the summary''s first 160 characters.';
comment on column public.news_stories.social_title is
  'The Open Graph and Twitter card title; null: the search title.';
comment on column public.news_stories.social_image_url is
  'The Open Graph and Twitter card image (http(s)); null: the lead image.';
comment on column public.news_stories.read_time_auto is
  'read_time is computed from the text ("N min read", 230 words a minute, rounded up, at least 1) on every write; false: typed by hand.';

-- Named to fire after news_stories_document (triggers fire in name order), which sets summary.
create or replace function private.news_stories_read_time()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.read_time_auto then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.read_time_auto and new.summary is not distinct from old.summary
     and new.read_time is not distinct from old.read_time then
    return new;
  end if;
  -- 230 words a minute, rounded up, at least 1 (decision 205; the console's readTime.ts is the same).
  -- Inline: writers run this trigger as themselves, without the private schema.
  new.read_time := greatest(1, ceil(regexp_count(coalesce(new.summary, ''), '\S+') / 230.0))::integer || ' min read';
  return new;
end
$$;

revoke execute on function private.news_stories_read_time() from public, anon, authenticated;
-- As every trigger function here: EXECUTE is checked when the trigger is made, not when it fires.
grant execute on function private.news_stories_read_time() to service_role;

create trigger news_stories_read_time before insert or update on public.news_stories
  for each row execute function private.news_stories_read_time();

-- Stories whose typed read time is what the text gives are computed from now on (no text changes).
alter table public.news_stories disable trigger user;
update public.news_stories set read_time_auto = true
  where read_time = greatest(1, ceil(regexp_count(coalesce(summary, ''), '\S+') / 230.0))::integer || ' min read';
alter table public.news_stories enable trigger user;
