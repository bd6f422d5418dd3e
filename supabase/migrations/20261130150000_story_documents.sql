-- Stories as structured documents, phase 1 (issue 48, decision 164; docs/product/story-documents.md).
-- news_stories.body holds the story as a Tiptap 3 document (ProseMirror JSON). Every writer's body is
-- checked here, on every insert and update, against rules that are data: the rows below are
-- shared/src/document/rules.ts and jsonPaths.ts written out, and backend/test/schema/storyDocuments.test.ts
-- compares them with that module, so the editor, the renderer and the database cannot drift apart.
-- A rule changes by a new migration that changes these rows (and the module).
-- summary stays the plain text everyone reads: the database derives it from body on every write, and
-- a write that sends only summary (an older client, a REST integration) gets a body of paragraphs.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- The rules ----------------------------------------------------------------------------------------

create table private.story_document_nodes (
  name text primary key,
  min_content integer not null,
  -- Whether the text inside may carry marks.
  marks boolean not null,
  -- An inline node (text, hardBreak): it carries marks itself.
  inline boolean not null
);

create table private.story_document_children (
  parent text not null references private.story_document_nodes (name),
  child text not null references private.story_document_nodes (name),
  primary key (parent, child)
);

create table private.story_document_marks (name text primary key);

-- Named regular expressions, each with the reason a value that misses it is refused. They mean the
-- same in JavaScript and here (plain ASCII classes, groups, bounded repeats).
create table private.story_document_patterns (
  name text primary key,
  regex text not null,
  problem text not null
);

create table private.story_document_providers (
  name text primary key,
  label text not null,
  -- The provider's canonical URL.
  pattern text not null
);

-- Attributes of nodes and marks (owner). min/max: bounds of an integer or a width, lengths of text
-- (in characters, without leading and trailing spaces), the longest pattern or embed URL.
create table private.story_document_attributes (
  owner text not null,
  name text not null,
  kind text not null check (kind in ('integer', 'text', 'boolean', 'choice', 'pattern', 'embedUrl', 'widths')),
  required boolean not null,
  min integer,
  max integer,
  max_items integer,
  pattern text references private.story_document_patterns (name),
  choices text[],
  primary key (owner, name)
);

-- Which nodes and marks each kind of document may use.
create table private.story_document_profiles (
  profile text not null,
  element text not null,
  primary key (profile, element)
);

create table private.story_document_limits (name text primary key, value integer not null);

-- The quick check (shared/src/document/jsonPaths.ts): whether a root, and any other node, is sound.
create table private.story_document_predicates (
  profile text primary key,
  root text not null,
  node text not null
);

insert into private.story_document_nodes (name, min_content, marks, inline) values
  ('doc', 0, false, false),
  ('paragraph', 0, true, false),
  ('heading', 0, true, false),
  ('bulletList', 1, false, false),
  ('orderedList', 1, false, false),
  ('listItem', 1, false, false),
  ('blockquote', 1, false, false),
  ('pullQuote', 0, false, false),
  ('horizontalRule', 0, false, false),
  ('hardBreak', 0, false, true),
  ('text', 0, false, true),
  ('image', 0, false, false),
  ('embed', 0, false, false),
  ('factBox', 1, false, false),
  ('relatedStory', 0, false, false),
  ('table', 1, false, false),
  ('tableRow', 1, false, false),
  ('tableHeader', 1, false, false),
  ('tableCell', 1, false, false);

insert into private.story_document_children (parent, child) values
  ('doc', 'paragraph'),
  ('doc', 'heading'),
  ('doc', 'bulletList'),
  ('doc', 'orderedList'),
  ('doc', 'blockquote'),
  ('doc', 'pullQuote'),
  ('doc', 'horizontalRule'),
  ('doc', 'image'),
  ('doc', 'embed'),
  ('doc', 'factBox'),
  ('doc', 'relatedStory'),
  ('doc', 'table'),
  ('paragraph', 'text'),
  ('paragraph', 'hardBreak'),
  ('heading', 'text'),
  ('heading', 'hardBreak'),
  ('bulletList', 'listItem'),
  ('orderedList', 'listItem'),
  ('listItem', 'paragraph'),
  ('listItem', 'bulletList'),
  ('listItem', 'orderedList'),
  ('blockquote', 'paragraph'),
  ('blockquote', 'bulletList'),
  ('blockquote', 'orderedList'),
  ('pullQuote', 'text'),
  ('pullQuote', 'hardBreak'),
  ('factBox', 'paragraph'),
  ('factBox', 'bulletList'),
  ('factBox', 'orderedList'),
  ('table', 'tableRow'),
  ('tableRow', 'tableHeader'),
  ('tableRow', 'tableCell'),
  ('tableHeader', 'paragraph'),
  ('tableCell', 'paragraph');

insert into private.story_document_marks (name) values
  ('bold'),
  ('italic'),
  ('strike'),
  ('link');

insert into private.story_document_patterns (name, regex, problem) values
  ('href', '^(https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?|mailto:[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+|/([A-Za-z0-9._~:?#@!$&''()*+,;=%-][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$', 'must be an http(s) or mailto link or a path on this site'),
  ('imageSource', '^(blog-images/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*|https://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$', 'must be a blog-images path or an https URL'),
  ('uuid', '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$', 'must be a uuid'),
  ('attributeText', '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]', 'must not contain control or bidi characters'),
  ('controlText', '[\u0001-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]', 'contains a control character'),
  ('linkText', '[\u202a-\u202e\u2066-\u2069]', 'bidi control characters in link text');

insert into private.story_document_providers (name, label, pattern) values
  ('youtube', 'YouTube', '^https://www\.youtube\.com/watch\?v=[A-Za-z0-9_-]{11}$'),
  ('vimeo', 'Vimeo', '^https://vimeo\.com/[0-9]{1,12}$'),
  ('x', 'X', '^https://x\.com/[A-Za-z0-9_]{1,15}/status/[0-9]{1,20}$'),
  ('instagram', 'Instagram', '^https://www\.instagram\.com/(p|reel)/[A-Za-z0-9_-]{5,40}/$'),
  ('tiktok', 'TikTok', '^https://www\.tiktok\.com/@[A-Za-z0-9_.]{2,24}/video/[0-9]{1,20}$'),
  ('spotify', 'Spotify', '^https://open\.spotify\.com/(track|album|playlist|episode|show)/[A-Za-z0-9]{22}$'),
  ('soundcloud', 'SoundCloud', '^https://soundcloud\.com/[a-z0-9_-]{1,100}/(sets/)?[a-z0-9_-]{1,200}$');

insert into private.story_document_attributes (owner, name, kind, required, min, max, max_items, pattern, choices) values
  ('heading', 'level', 'integer', true, 2, 3, null, null, null),
  ('orderedList', 'start', 'integer', false, 1, 100000, null, null, null),
  ('pullQuote', 'attribution', 'text', false, 0, 200, null, null, null),
  ('image', 'src', 'pattern', true, null, 2048, null, 'imageSource', null),
  ('image', 'alt', 'text', true, 1, 300, null, null, null),
  ('image', 'caption', 'text', false, 0, 500, null, null, null),
  ('image', 'credit', 'text', false, 0, 120, null, null, null),
  ('image', 'focalX', 'integer', false, 0, 100, null, null, null),
  ('image', 'focalY', 'integer', false, 0, 100, null, null, null),
  ('embed', 'provider', 'choice', true, null, null, null, null, array['youtube', 'vimeo', 'x', 'instagram', 'tiktok', 'spotify', 'soundcloud']),
  ('embed', 'url', 'embedUrl', true, null, 300, null, null, null),
  ('factBox', 'title', 'text', false, 0, 120, null, null, null),
  ('relatedStory', 'storyId', 'pattern', true, null, 36, null, 'uuid', null),
  ('tableHeader', 'colspan', 'integer', false, 1, 20, null, null, null),
  ('tableHeader', 'rowspan', 'integer', false, 1, 100, null, null, null),
  ('tableHeader', 'colwidth', 'widths', false, 0, 10000, 20, null, null),
  ('tableCell', 'colspan', 'integer', false, 1, 20, null, null, null),
  ('tableCell', 'rowspan', 'integer', false, 1, 100, null, null, null),
  ('tableCell', 'colwidth', 'widths', false, 0, 10000, 20, null, null),
  ('link', 'href', 'pattern', true, null, 2048, null, 'href', null),
  ('link', 'sponsored', 'boolean', false, null, null, null, null, null);

insert into private.story_document_profiles (profile, element) values
  ('story', 'doc'),
  ('story', 'paragraph'),
  ('story', 'heading'),
  ('story', 'bulletList'),
  ('story', 'orderedList'),
  ('story', 'listItem'),
  ('story', 'blockquote'),
  ('story', 'pullQuote'),
  ('story', 'horizontalRule'),
  ('story', 'hardBreak'),
  ('story', 'text'),
  ('story', 'image'),
  ('story', 'embed'),
  ('story', 'factBox'),
  ('story', 'relatedStory'),
  ('story', 'table'),
  ('story', 'tableRow'),
  ('story', 'tableHeader'),
  ('story', 'tableCell'),
  ('story', 'bold'),
  ('story', 'italic'),
  ('story', 'strike'),
  ('story', 'link'),
  ('livePost', 'doc'),
  ('livePost', 'paragraph'),
  ('livePost', 'bulletList'),
  ('livePost', 'orderedList'),
  ('livePost', 'listItem'),
  ('livePost', 'image'),
  ('livePost', 'embed'),
  ('livePost', 'hardBreak'),
  ('livePost', 'text'),
  ('livePost', 'link'),
  ('livePost', 'bold'),
  ('livePost', 'italic');

insert into private.story_document_limits (name, value) values
  ('maxJsonBytes', 262144),
  ('maxTextCharacters', 100000),
  ('maxDepth', 10);

insert into private.story_document_predicates (profile, root, node) values
  ('story',
   '(@.type() == "object" && @.type.type() == "string" && (
  (@.type == "doc" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "paragraph" || @.type == "heading" || @.type == "bulletList" || @.type == "orderedList" || @.type == "blockquote" || @.type == "pullQuote" || @.type == "horizontalRule" || @.type == "image" || @.type == "embed" || @.type == "factBox" || @.type == "relatedStory" || @.type == "table")))) && !exists(@.content[*].marks[*])))))',
   '(@.type() == "object" && @.type.type() == "string" && (
  (@.type == "text" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.content) && (!exists(@.marks) || @.marks.type() == "array") && !exists(@.marks[*] ? (!(@.type() == "object" && @.type.type() == "string" && ((@.type == "bold" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "italic" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "strike" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "link" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "href" || @.key == "sponsored"))) && !(!exists(@.attrs.href) || @.attrs.href.type() == "null") && (@.attrs.href.type() == "string" && @.attrs.href like_regex "^(https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?|mailto:[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+|/([A-Za-z0-9._~:?#@!$&''()*+,;=%-][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$") && ((!exists(@.attrs.sponsored) || @.attrs.sponsored.type() == "null") || @.attrs.sponsored.type() == "boolean"))))))) && @.text.type() == "string" && !(@.text == "") && !(exists(@.marks[*] ? (@.type == "link")) && @.text like_regex "[\\u202a-\\u202e\\u2066-\\u2069]"))) ||
  (@.type == "paragraph" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "text" || @.type == "hardBreak")))))) ||
  (@.type == "hardBreak" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.content) && (!exists(@.marks) || @.marks.type() == "array") && !exists(@.marks[*] ? (!(@.type() == "object" && @.type.type() == "string" && ((@.type == "bold" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "italic" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "strike" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "link" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "href" || @.key == "sponsored"))) && !(!exists(@.attrs.href) || @.attrs.href.type() == "null") && (@.attrs.href.type() == "string" && @.attrs.href like_regex "^(https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?|mailto:[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+|/([A-Za-z0-9._~:?#@!$&''()*+,;=%-][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$") && ((!exists(@.attrs.sponsored) || @.attrs.sponsored.type() == "null") || @.attrs.sponsored.type() == "boolean"))))))) && !exists(@.text))) ||
  (@.type == "listItem" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "paragraph" || @.type == "bulletList" || @.type == "orderedList")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "heading" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "level"))) && !(!exists(@.attrs.level) || @.attrs.level.type() == "null") && (@.attrs.level.type() == "number" && @.attrs.level.floor() == @.attrs.level && @.attrs.level >= 2 && @.attrs.level <= 3)) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "text" || @.type == "hardBreak")))))) ||
  (@.type == "bulletList" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "listItem")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "orderedList" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "start"))) && ((!exists(@.attrs.start) || @.attrs.start.type() == "null") || (@.attrs.start.type() == "number" && @.attrs.start.floor() == @.attrs.start && @.attrs.start >= 1 && @.attrs.start <= 100000)))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "listItem")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "blockquote" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "paragraph" || @.type == "bulletList" || @.type == "orderedList")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "pullQuote" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "attribution"))) && ((!exists(@.attrs.attribution) || @.attrs.attribution.type() == "null") || (@.attrs.attribution.type() == "string" && !(@.attrs.attribution like_regex "[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]"))))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "text" || @.type == "hardBreak")))) && !exists(@.content[*].marks[*]))) ||
  (@.type == "horizontalRule" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*]) && !exists(@.content[*].marks[*]))) ||
  (@.type == "image" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "src" || @.key == "alt" || @.key == "caption" || @.key == "credit" || @.key == "focalX" || @.key == "focalY"))) && !(!exists(@.attrs.src) || @.attrs.src.type() == "null") && (@.attrs.src.type() == "string" && @.attrs.src like_regex "^(blog-images/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*|https://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$") && !(!exists(@.attrs.alt) || @.attrs.alt.type() == "null") && (@.attrs.alt.type() == "string" && !(@.attrs.alt like_regex "[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]") && @.attrs.alt like_regex "[^ ]") && ((!exists(@.attrs.caption) || @.attrs.caption.type() == "null") || (@.attrs.caption.type() == "string" && !(@.attrs.caption like_regex "[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]"))) && ((!exists(@.attrs.credit) || @.attrs.credit.type() == "null") || (@.attrs.credit.type() == "string" && !(@.attrs.credit like_regex "[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]"))) && ((!exists(@.attrs.focalX) || @.attrs.focalX.type() == "null") || (@.attrs.focalX.type() == "number" && @.attrs.focalX.floor() == @.attrs.focalX && @.attrs.focalX >= 0 && @.attrs.focalX <= 100)) && ((!exists(@.attrs.focalY) || @.attrs.focalY.type() == "null") || (@.attrs.focalY.type() == "number" && @.attrs.focalY.floor() == @.attrs.focalY && @.attrs.focalY >= 0 && @.attrs.focalY <= 100))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*]) && !exists(@.content[*].marks[*]))) ||
  (@.type == "embed" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "provider" || @.key == "url"))) && !(!exists(@.attrs.provider) || @.attrs.provider.type() == "null") && (@.attrs.provider.type() == "string" && (@.attrs.provider == "youtube" || @.attrs.provider == "vimeo" || @.attrs.provider == "x" || @.attrs.provider == "instagram" || @.attrs.provider == "tiktok" || @.attrs.provider == "spotify" || @.attrs.provider == "soundcloud")) && !(!exists(@.attrs.url) || @.attrs.url.type() == "null") && (@.attrs.url.type() == "string" && @.attrs.provider.type() == "string" && ((@.attrs.provider == "youtube" && @.attrs.url like_regex "^https://www\\.youtube\\.com/watch\\?v=[A-Za-z0-9_-]{11}$") || (@.attrs.provider == "vimeo" && @.attrs.url like_regex "^https://vimeo\\.com/[0-9]{1,12}$") || (@.attrs.provider == "x" && @.attrs.url like_regex "^https://x\\.com/[A-Za-z0-9_]{1,15}/status/[0-9]{1,20}$") || (@.attrs.provider == "instagram" && @.attrs.url like_regex "^https://www\\.instagram\\.com/(p|reel)/[A-Za-z0-9_-]{5,40}/$") || (@.attrs.provider == "tiktok" && @.attrs.url like_regex "^https://www\\.tiktok\\.com/@[A-Za-z0-9_.]{2,24}/video/[0-9]{1,20}$") || (@.attrs.provider == "spotify" && @.attrs.url like_regex "^https://open\\.spotify\\.com/(track|album|playlist|episode|show)/[A-Za-z0-9]{22}$") || (@.attrs.provider == "soundcloud" && @.attrs.url like_regex "^https://soundcloud\\.com/[a-z0-9_-]{1,100}/(sets/)?[a-z0-9_-]{1,200}$")))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*]) && !exists(@.content[*].marks[*]))) ||
  (@.type == "factBox" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "title"))) && ((!exists(@.attrs.title) || @.attrs.title.type() == "null") || (@.attrs.title.type() == "string" && !(@.attrs.title like_regex "[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]"))))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "paragraph" || @.type == "bulletList" || @.type == "orderedList")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "relatedStory" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "storyId"))) && !(!exists(@.attrs.storyId) || @.attrs.storyId.type() == "null") && (@.attrs.storyId.type() == "string" && @.attrs.storyId like_regex "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$")) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*]) && !exists(@.content[*].marks[*]))) ||
  (@.type == "table" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "tableRow")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "tableRow" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "tableHeader" || @.type == "tableCell")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "tableHeader" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "colspan" || @.key == "rowspan" || @.key == "colwidth"))) && ((!exists(@.attrs.colspan) || @.attrs.colspan.type() == "null") || (@.attrs.colspan.type() == "number" && @.attrs.colspan.floor() == @.attrs.colspan && @.attrs.colspan >= 1 && @.attrs.colspan <= 20)) && ((!exists(@.attrs.rowspan) || @.attrs.rowspan.type() == "null") || (@.attrs.rowspan.type() == "number" && @.attrs.rowspan.floor() == @.attrs.rowspan && @.attrs.rowspan >= 1 && @.attrs.rowspan <= 100)) && ((!exists(@.attrs.colwidth) || @.attrs.colwidth.type() == "null") || (@.attrs.colwidth.type() == "array" && @.attrs.colwidth.size() >= 1 && @.attrs.colwidth.size() <= 20 && !exists(@.attrs.colwidth[*] ? (!(@.type() == "number" && @.floor() == @ && @ >= 0 && @ <= 10000))))))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "paragraph")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "tableCell" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "colspan" || @.key == "rowspan" || @.key == "colwidth"))) && ((!exists(@.attrs.colspan) || @.attrs.colspan.type() == "null") || (@.attrs.colspan.type() == "number" && @.attrs.colspan.floor() == @.attrs.colspan && @.attrs.colspan >= 1 && @.attrs.colspan <= 20)) && ((!exists(@.attrs.rowspan) || @.attrs.rowspan.type() == "null") || (@.attrs.rowspan.type() == "number" && @.attrs.rowspan.floor() == @.attrs.rowspan && @.attrs.rowspan >= 1 && @.attrs.rowspan <= 100)) && ((!exists(@.attrs.colwidth) || @.attrs.colwidth.type() == "null") || (@.attrs.colwidth.type() == "array" && @.attrs.colwidth.size() >= 1 && @.attrs.colwidth.size() <= 20 && !exists(@.attrs.colwidth[*] ? (!(@.type() == "number" && @.floor() == @ && @ >= 0 && @ <= 10000))))))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "paragraph")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*])))))'),
  ('livePost',
   '(@.type() == "object" && @.type.type() == "string" && (
  (@.type == "doc" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "paragraph" || @.type == "bulletList" || @.type == "orderedList" || @.type == "image" || @.type == "embed")))) && !exists(@.content[*].marks[*])))))',
   '(@.type() == "object" && @.type.type() == "string" && (
  (@.type == "text" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.content) && (!exists(@.marks) || @.marks.type() == "array") && !exists(@.marks[*] ? (!(@.type() == "object" && @.type.type() == "string" && ((@.type == "link" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "href" || @.key == "sponsored"))) && !(!exists(@.attrs.href) || @.attrs.href.type() == "null") && (@.attrs.href.type() == "string" && @.attrs.href like_regex "^(https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?|mailto:[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+|/([A-Za-z0-9._~:?#@!$&''()*+,;=%-][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$") && ((!exists(@.attrs.sponsored) || @.attrs.sponsored.type() == "null") || @.attrs.sponsored.type() == "boolean"))) || (@.type == "bold" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "italic" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))))))) && @.text.type() == "string" && !(@.text == "") && !(exists(@.marks[*] ? (@.type == "link")) && @.text like_regex "[\\u202a-\\u202e\\u2066-\\u2069]"))) ||
  (@.type == "paragraph" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "text" || @.type == "hardBreak")))))) ||
  (@.type == "hardBreak" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.content) && (!exists(@.marks) || @.marks.type() == "array") && !exists(@.marks[*] ? (!(@.type() == "object" && @.type.type() == "string" && ((@.type == "link" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "href" || @.key == "sponsored"))) && !(!exists(@.attrs.href) || @.attrs.href.type() == "null") && (@.attrs.href.type() == "string" && @.attrs.href like_regex "^(https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?|mailto:[A-Za-z0-9._~:/?#@!$&''()*+,;=%-]+|/([A-Za-z0-9._~:?#@!$&''()*+,;=%-][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$") && ((!exists(@.attrs.sponsored) || @.attrs.sponsored.type() == "null") || @.attrs.sponsored.type() == "boolean"))) || (@.type == "bold" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))) || (@.type == "italic" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*)))))))) && !exists(@.text))) ||
  (@.type == "listItem" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "paragraph" || @.type == "bulletList" || @.type == "orderedList")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "bulletList" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.*))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "listItem")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "orderedList" && (!exists(@.attrs) || (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "start"))) && ((!exists(@.attrs.start) || @.attrs.start.type() == "null") || (@.attrs.start.type() == "number" && @.attrs.start.floor() == @.attrs.start && @.attrs.start >= 1 && @.attrs.start <= 100000)))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*] ? (!(@.type.type() == "string" && (@.type == "listItem")))) && @.content.size() >= 1 && !exists(@.content[*].marks[*]))) ||
  (@.type == "image" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "src" || @.key == "alt" || @.key == "caption" || @.key == "credit" || @.key == "focalX" || @.key == "focalY"))) && !(!exists(@.attrs.src) || @.attrs.src.type() == "null") && (@.attrs.src.type() == "string" && @.attrs.src like_regex "^(blog-images/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*|https://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$") && !(!exists(@.attrs.alt) || @.attrs.alt.type() == "null") && (@.attrs.alt.type() == "string" && !(@.attrs.alt like_regex "[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]") && @.attrs.alt like_regex "[^ ]") && ((!exists(@.attrs.caption) || @.attrs.caption.type() == "null") || (@.attrs.caption.type() == "string" && !(@.attrs.caption like_regex "[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]"))) && ((!exists(@.attrs.credit) || @.attrs.credit.type() == "null") || (@.attrs.credit.type() == "string" && !(@.attrs.credit like_regex "[\\u0001-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]"))) && ((!exists(@.attrs.focalX) || @.attrs.focalX.type() == "null") || (@.attrs.focalX.type() == "number" && @.attrs.focalX.floor() == @.attrs.focalX && @.attrs.focalX >= 0 && @.attrs.focalX <= 100)) && ((!exists(@.attrs.focalY) || @.attrs.focalY.type() == "null") || (@.attrs.focalY.type() == "number" && @.attrs.focalY.floor() == @.attrs.focalY && @.attrs.focalY >= 0 && @.attrs.focalY <= 100))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*]) && !exists(@.content[*].marks[*]))) ||
  (@.type == "embed" && (@.attrs.type() == "object" && !exists(@.attrs.keyvalue() ? (!(@.key == "provider" || @.key == "url"))) && !(!exists(@.attrs.provider) || @.attrs.provider.type() == "null") && (@.attrs.provider.type() == "string" && (@.attrs.provider == "youtube" || @.attrs.provider == "vimeo" || @.attrs.provider == "x" || @.attrs.provider == "instagram" || @.attrs.provider == "tiktok" || @.attrs.provider == "spotify" || @.attrs.provider == "soundcloud")) && !(!exists(@.attrs.url) || @.attrs.url.type() == "null") && (@.attrs.url.type() == "string" && @.attrs.provider.type() == "string" && ((@.attrs.provider == "youtube" && @.attrs.url like_regex "^https://www\\.youtube\\.com/watch\\?v=[A-Za-z0-9_-]{11}$") || (@.attrs.provider == "vimeo" && @.attrs.url like_regex "^https://vimeo\\.com/[0-9]{1,12}$") || (@.attrs.provider == "x" && @.attrs.url like_regex "^https://x\\.com/[A-Za-z0-9_]{1,15}/status/[0-9]{1,20}$") || (@.attrs.provider == "instagram" && @.attrs.url like_regex "^https://www\\.instagram\\.com/(p|reel)/[A-Za-z0-9_-]{5,40}/$") || (@.attrs.provider == "tiktok" && @.attrs.url like_regex "^https://www\\.tiktok\\.com/@[A-Za-z0-9_.]{2,24}/video/[0-9]{1,20}$") || (@.attrs.provider == "spotify" && @.attrs.url like_regex "^https://open\\.spotify\\.com/(track|album|playlist|episode|show)/[A-Za-z0-9]{22}$") || (@.attrs.provider == "soundcloud" && @.attrs.url like_regex "^https://soundcloud\\.com/[a-z0-9_-]{1,100}/(sets/)?[a-z0-9_-]{1,200}$")))) && (!exists(@.text) && !exists(@.marks) && (!exists(@.content) || @.content.type() == "array") && !exists(@.content[*]) && !exists(@.content[*].marks[*])))))');

-- The quick check's paths, built from the predicates: one per nesting level (0: the root), each
-- matching a node there that is not sound, and one past the deepest level allowed, matching any node.
create table private.story_document_paths (
  profile text not null references private.story_document_predicates (profile),
  depth integer not null,
  path jsonpath not null,
  primary key (profile, depth)
);

insert into private.story_document_paths (profile, depth, path)
select p.profile, d.depth,
       case when d.depth = 0 then ('lax $ ? (!' || p.root || ')')::jsonpath
            when d.depth <= l.value then ('lax $' || repeat('.content[*]', d.depth) || ' ? (!' || p.node || ')')::jsonpath
            else ('lax $' || repeat('.content[*]', d.depth))::jsonpath
       end
  from private.story_document_predicates p
 cross join private.story_document_limits l
 cross join generate_series(0, l.value + 1) as d (depth)
 where l.name = 'maxDepth';

-- The checks -----------------------------------------------------------------------------------------

-- Whether a path above flags `document`: the paths as constants, which PL/pgSQL parses once per
-- session (reading them from the table cost more than running them). Built from the table.
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

-- Whether `document` passes the quick check: no path flags it, no attribute value is longer than its
-- limit (text counted with its spaces, so never more lenient than the walk), and its JSON text (what
-- the size limit measures, passed in) holds none of the control characters text may not: jsonb
-- prints them as escapes, so a literal backslash may flag a sound document too. False means only
-- "ask the walk".
create or replace function private.story_document_passes(document jsonb, profile text, document_text text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if private.story_document_flagged(document, profile)
     or document_text ~ '\\(b|f|u00(0[1-7bef]|1[0-9a-f]))|[\ufffe\uffff]' then
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

-- The first problem of `document` in document order, worded and ordered as validate.ts does, or null:
-- a walk over the nodes as rows (a node below another as deep as the limit allows, one past it to
-- say so). Problems of one node come in this order: its place (rank 1), a structural key it cannot
-- have (5), its attributes (6, 7 by name), its marks (8, 9 by index), its text (10), its content (11, 12).
create or replace function private.story_document_walk(document jsonb, profile text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  max_depth integer := (select value from private.story_document_limits where name = 'maxDepth');
  found text;
begin
  with recursive
  -- Where each node may stand in this profile ('' is the root's parent), and what it may hold.
  placements as materialized (
    select c.parent, c.child, child_rule.min_content, child_rule.inline, parent_rule.marks as parent_marks
      from private.story_document_children c
      join private.story_document_nodes child_rule on child_rule.name = c.child
      join private.story_document_nodes parent_rule on parent_rule.name = c.parent
      join private.story_document_profiles p on p.profile = story_document_walk.profile and p.element = c.parent
      join private.story_document_profiles q on q.profile = story_document_walk.profile and q.element = c.child
    union all
    select '', r.name, r.min_content, r.inline, false
      from private.story_document_nodes r
      join private.story_document_profiles p on p.profile = story_document_walk.profile and p.element = r.name
     where r.name = 'doc'
  ),
  walk (ord, depth, parent, type, node) as (
    select '{}'::integer[], 0, '', document ->> 'type', document
    union all
    select w.ord || (c.i - 1)::integer, w.depth + 1, coalesce(w.type, '(none)'), c.child ->> 'type', c.child
      from walk w
     cross join lateral jsonb_array_elements(w.node -> 'content') with ordinality as c (child, i)
     where w.depth <= max_depth and jsonb_typeof(w.node -> 'content') = 'array'
  ),
  nodes as materialized (
    select w.ord, w.depth, w.parent, w.type, w.node, p.child is not null as placed,
           p.min_content, p.inline, p.parent_marks
      from walk w
      left join placements p
        on p.parent = w.parent and p.child = w.type and w.depth <= max_depth
       and jsonb_typeof(w.node -> 'type') = 'string'
  ),
  sound as materialized (select * from nodes where placed),
  marks as materialized (
    select m.ord, m.sub, m.parent, m.parent_marks, m.mark, m.mark ->> 'type' as type,
           jsonb_typeof(m.mark) = 'object' and jsonb_typeof(m.mark -> 'type') = 'string' as is_mark
      from (select n.ord, n.parent, n.parent_marks,
                   jsonb_array_elements(n.node -> 'marks') as mark,
                   generate_series(0, jsonb_array_length(n.node -> 'marks') - 1) as sub
              from sound n
             where n.inline and jsonb_typeof(n.node -> 'marks') = 'array') as m
  ),
  mark_heads as materialized (
    select m.*,
           case
             when not m.is_mark then 'not a mark'
             when r.name is null then format('unknown mark "%s"', m.type)
             when p.element is null then format('"%s" is not allowed in a %s document', m.type, story_document_walk.profile)
             when not m.parent_marks then format('marks are not allowed inside "%s"', m.parent)
           end as head_problem
      from marks m
      left join private.story_document_marks r on r.name = m.type and m.is_mark
      left join private.story_document_profiles p on p.profile = story_document_walk.profile and p.element = r.name
  ),
  -- What carries attributes: nodes (rank 6) and marks (rank 9, after their node's own problems).
  owners as materialized (
    select n.ord, 6 as rank, 0 as sub, '' as place, n.type as owner, n.node -> 'attrs' as attrs
      from sound n
     where n.node ? 'attrs' or n.type in (select a.owner from private.story_document_attributes a where a.required)
    union all
    select m.ord, 9, m.sub, 'marks[' || m.sub || '].', m.type, m.mark -> 'attrs'
      from mark_heads m
     where m.head_problem is null
       and (m.mark ? 'attrs' or m.type in (select a.owner from private.story_document_attributes a where a.required))
  ),
  attribute_values as (
    select o.ord, o.rank, o.sub, o.place, o.owner, o.attrs, names.name, o.attrs -> names.name as value
      from owners o
     cross join lateral (
             select k.key as name from jsonb_object_keys(o.attrs) as k (key)
              where jsonb_typeof(o.attrs) = 'object'
             union
             select a.name from private.story_document_attributes a where a.owner = o.owner and a.required
           ) as names
     where o.attrs is null or jsonb_typeof(o.attrs) = 'object'
  ),
  attribute_problems as (
    select v.ord, v.rank, v.sub, v.place || 'attrs.' || v.name as place, '7' || v.name as detail,
           case
             when r.name is null then format('unknown attribute of "%s"', v.owner)
             when v.value is null or v.value = 'null' then case when r.required then 'required' end
             when r.kind = 'integer' then
               case
                 when jsonb_typeof(v.value) <> 'number' then format('must be an integer from %s to %s', r.min, r.max)
                 when v.value::numeric % 1 <> 0 or v.value::numeric not between r.min and r.max
                   then format('must be an integer from %s to %s', r.min, r.max)
               end
             when r.kind = 'boolean' then case when jsonb_typeof(v.value) <> 'boolean' then 'must be true or false' end
             when r.kind = 'choice' then
               case when jsonb_typeof(v.value) <> 'string' or not (v.value #>> '{}') = any (r.choices)
                 then 'must be one of ' || array_to_string(r.choices, ', ') end
             when r.kind = 'text' then
               case
                 when jsonb_typeof(v.value) <> 'string' then 'must be text'
                 when (v.value #>> '{}') ~ forbidden.regex then forbidden.problem
                 when char_length(btrim(v.value #>> '{}', ' ')) not between r.min and r.max then
                   case when r.min > 0 then format('must be %s to %s characters', r.min, r.max)
                        else format('must be at most %s characters', r.max) end
               end
             when r.kind = 'pattern' then
               case
                 when jsonb_typeof(v.value) <> 'string' then named.problem
                 when char_length(v.value #>> '{}') > r.max then format('must be at most %s characters', r.max)
                 when not (v.value #>> '{}') ~ named.regex then named.problem
               end
             when r.kind = 'embedUrl' then
               case
                 when provider.name is null then 'must be the URL of a listed provider'
                 when jsonb_typeof(v.value) <> 'string' then format('must be a canonical %s URL', provider.label)
                 when char_length(v.value #>> '{}') > r.max then format('must be at most %s characters', r.max)
                 when not (v.value #>> '{}') ~ provider.pattern then format('must be a canonical %s URL', provider.label)
               end
             when r.kind = 'widths' then
               case
                 when jsonb_typeof(v.value) <> 'array'
                   or jsonb_array_length(v.value) not between 1 and r.max_items
                   or exists (select from jsonb_array_elements(v.value) as e (width)
                               where case when jsonb_typeof(e.width) <> 'number' then true
                                          else e.width::numeric % 1 <> 0 or e.width::numeric not between r.min and r.max end)
                   then format('must be a list of 1 to %s integers from %s to %s', r.max_items, r.min, r.max)
               end
           end as message
      from attribute_values v
      left join private.story_document_attributes r on r.owner = v.owner and r.name = v.name
      left join private.story_document_patterns named on named.name = r.pattern
      left join private.story_document_providers provider
        on r.kind = 'embedUrl' and jsonb_typeof(v.attrs -> 'provider') = 'string' and provider.name = v.attrs ->> 'provider'
      join private.story_document_patterns forbidden on forbidden.name = 'attributeText'
  ),
  problems (ord, rank, sub, detail, place, message) as (
    select n.ord, 1, 0, '', '',
           case
             when n.depth > max_depth then format('nested more than %s levels deep', max_depth)
             when jsonb_typeof(n.node) <> 'object' or jsonb_typeof(n.node -> 'type') is distinct from 'string'
               then 'not a node'
             when not exists (select from private.story_document_nodes r where r.name = n.type)
               then format('unknown node "%s"', n.type)
             when not exists (select from private.story_document_profiles p
                               where p.profile = story_document_walk.profile and p.element = n.type)
               then format('"%s" is not allowed in a %s document', n.type, story_document_walk.profile)
             when n.parent = '' then 'the top node must be "doc"'
             else format('"%s" cannot be inside "%s"', n.type, n.parent)
           end
      from nodes n
     where not n.placed
    union all
    -- Keys outside these five are ignored, as ProseMirror ignores them; these five only where they belong.
    select n.ord, 5, 0, k.key, '', format('"%s" cannot have "%s"', n.type, k.key)
      from sound n
     cross join lateral unnest(case when n.type = 'text' then array['content']
                                    when n.inline then array['content', 'text']
                                    else array['marks', 'text'] end) as k (key)
     where n.node ? k.key
    union all
    select ord, rank, sub, '6', place || 'attrs', 'must be an object'
      from owners where attrs is not null and jsonb_typeof(attrs) <> 'object'
    union all
    select ord, rank, sub, detail, place, message from attribute_problems where message is not null
    union all
    select ord, 8, 0, '', 'marks', 'must be a list'
      from sound where inline and node ? 'marks' and jsonb_typeof(node -> 'marks') <> 'array'
    union all
    select ord, 9, sub, '1', 'marks[' || sub || ']', head_problem from mark_heads where head_problem is not null
    union all
    select ord, 10, 0, '1', 'text', 'must be non-empty text'
      from sound
     where type = 'text' and (jsonb_typeof(node -> 'text') is distinct from 'string' or node ->> 'text' = '')
    union all
    select n.ord, 10, 0, '2', 'text', control.problem
      from sound n
      join private.story_document_patterns control on control.name = 'controlText'
     where n.type = 'text' and jsonb_typeof(n.node -> 'text') = 'string' and (n.node ->> 'text') ~ control.regex
    union all
    select n.ord, 10, 0, '3', 'text', link_text.problem
      from sound n
      join private.story_document_patterns link_text on link_text.name = 'linkText'
     where n.type = 'text' and jsonb_typeof(n.node -> 'text') = 'string'
       and n.node -> 'marks' @> '[{"type": "link"}]' and (n.node ->> 'text') ~ link_text.regex
    union all
    select ord, 11, 0, '', 'content', 'must be a list'
      from sound where not inline and node ? 'content' and jsonb_typeof(node -> 'content') <> 'array'
    union all
    select ord, 12, 0, '', '', format('must contain at least %s node', min_content)
      from sound
     where min_content > coalesce(case when jsonb_typeof(node -> 'content') = 'array'
                                       then jsonb_array_length(node -> 'content') end, 0)
  )
  select concat_ws(': ',
           concat_ws('.', nullif(array_to_string(array(select 'content[' || i || ']' from unnest(p.ord) as i), '.'), ''),
                     nullif(p.place, '')),
           p.message)
    into found
    from problems p
   order by p.ord, p.rank, p.sub, p.detail collate "C"
   limit 1;
  -- A problem of the root itself has no path.
  return case when found like ': %' then 'document' || found else found end;
end
$$;

-- The plain text of a sound document, exactly as plainText.ts makes it: each paragraph-like node's
-- text (a hard break as a line break), in document order, a blank line between.
create or replace function private.story_document_text(document jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  text_blocks text[] := array(select c.parent from private.story_document_children c where c.child = 'text');
  plain text;
begin
  with recursive walk (ord, node) as (
    select '{}'::integer[], document
    union all
    select w.ord || (c.i - 1)::integer, c.child
      from walk w
     cross join lateral jsonb_array_elements(w.node -> 'content') with ordinality as c (child, i)
     where jsonb_typeof(w.node -> 'content') = 'array' and not (w.node ->> 'type' = any (text_blocks))
  )
  select coalesce(string_agg(coalesce(block.text, ''), E'\n\n' order by w.ord), '') into plain
    from walk w
   cross join lateral (
           select string_agg(case inline.node ->> 'type' when 'text' then inline.node ->> 'text'
                                                         when 'hardBreak' then E'\n' else '' end, '' order by inline.i)
             from jsonb_array_elements(case when jsonb_typeof(w.node -> 'content') = 'array' then w.node -> 'content'
                                            else '[]' end) with ordinality as inline (node, i)
         ) as block (text)
   where w.node ->> 'type' = any (text_blocks);
  return plain;
end
$$;

-- A document of paragraphs from plain text, exactly as fromPlainText.ts makes it: a paragraph per
-- block between blank lines ("\n\n"), a hard break per line break inside one, every other
-- character kept, so story_document_text gives the text back unchanged. Sound by construction
-- (only the size limits can refuse it).
create or replace function private.story_document_from_text(body text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('type', 'doc', 'content', coalesce(jsonb_agg(paragraph.node order by b.n), '[]'))
    from string_to_table(coalesce(body, ''), E'\n\n') with ordinality as b (block, n)
   cross join lateral (
           select case when count(part.node) = 0 then '{"type": "paragraph"}'::jsonb
                       else jsonb_build_object('type', 'paragraph', 'content', jsonb_agg(part.node order by l.n, part.place)
                                                                              filter (where part.node is not null)) end
             from string_to_table(b.block, E'\n') with ordinality as l (line, n)
            cross join lateral (values
                    (1, case when l.n > 1 then '{"type": "hardBreak"}'::jsonb end),
                    (2, case when l.line <> '' then jsonb_build_object('type', 'text', 'text', l.line) end)
                  ) as part (place, node)
         ) as paragraph (node)
$$;

-- Why `document` is not a valid document of `profile` (null when it is one), and its plain text when
-- it is. Sizes first, then the quick check; the walk runs only for a document the quick check flags.
create or replace function private.story_document_check(
  document jsonb,
  profile text,
  out problem text,
  out plain_text text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  max_bytes integer := (select value from private.story_document_limits where name = 'maxJsonBytes');
  max_text integer := (select value from private.story_document_limits where name = 'maxTextCharacters');
  document_text text;
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
  plain_text := private.story_document_text(document);
  if char_length(plain_text) > max_text then
    problem := format('document: more than %s characters of text', max_text);
    plain_text := null;
  end if;
end
$$;

-- news_stories.body ---------------------------------------------------------------------------------

alter table public.news_stories add column if not exists body jsonb;

-- Existing stories get a body of paragraphs from their text (whose plain text is that text, exactly).
-- Without the table's triggers: this is no edit (no new version, revision, audit entry or page
-- purge). Only stories without a body, so running it again changes nothing.
alter table public.news_stories disable trigger user;
update public.news_stories set body = private.story_document_from_text(summary) where body is null;
alter table public.news_stories enable trigger user;

-- The empty document is the default: an insert that sends only summary gets its body from it.
alter table public.news_stories
  alter column body set default '{"type": "doc", "content": []}'::jsonb,
  alter column body set not null;

-- summary holds the plain text, at most the documents' 100,000 characters.
alter table public.news_stories
  drop constraint news_stories_summary_length,
  add constraint news_stories_summary_length check (char_length(summary) <= 100000);

comment on column public.news_stories.body is
  'The story as a Tiptap 3 document (docs/product/story-documents.md). Checked on every write; summary is derived from it.';
comment on column public.news_stories.summary is
  'The plain text of body, derived by the database on every write (paragraphs separated by a blank line). A write of summary alone replaces body with its paragraphs.';

-- Keeps body valid and summary its plain text, whoever writes. A write that changes body wins; one
-- that changes only summary (or an insert without a body) turns the summary into paragraphs.
-- Runs as its owner: the rules live in the private schema. BEFORE triggers fire in name order: this
-- one after news_stories_clean_text (so a summary-only write's text is already without the controls
-- feeds forbid; a body may not hold them at all) and before the others, so the version guard and
-- the revision see the final row.
-- A summary-only write: the paragraphs the database builds from plain text are valid by construction
-- (the text is already without the controls feeds forbid) and their plain text is that text exactly,
-- so only their size is left to check. Older writers, REST integrations and the archive generator take
-- this path, which costs a tenth of the full check.
create or replace function private.news_stories_body_from_summary(story public.news_stories)
returns public.news_stories
language plpgsql
stable
set search_path = ''
as $$
declare
  max_bytes integer := (select value from private.story_document_limits where name = 'maxJsonBytes');
begin
  story.body := private.story_document_from_text(story.summary);
  if octet_length(story.body::text) > max_bytes then
    raise exception 'The story body is not a valid document: %', format('document: more than %s bytes of JSON', max_bytes)
      using errcode = '22023',
            hint = 'See docs/product/story-documents.md for the nodes, marks and limits a story may use.';
  end if;
  return story;
end
$$;

revoke all on function private.news_stories_body_from_summary(public.news_stories) from public;

create or replace function private.news_stories_sync_body()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  checked record;
begin
  if tg_op = 'INSERT' then
    if new.body is null or new.body = '{"type": "doc", "content": []}'::jsonb then
      return private.news_stories_body_from_summary(new);
    end if;
  elsif new.body is not distinct from old.body then
    if new.summary is not distinct from old.summary then
      return new;
    end if;
    return private.news_stories_body_from_summary(new);
  end if;
  checked := private.story_document_check(new.body, 'story');
  if checked.problem is not null then
    raise exception 'The story body is not a valid document: %', checked.problem
      using errcode = '22023',
            hint = 'See docs/product/story-documents.md for the nodes, marks and limits a story may use.';
  end if;
  new.summary := checked.plain_text;
  return new;
end
$$;

create trigger news_stories_document before insert or update on public.news_stories
  for each row execute function private.news_stories_sync_body();

-- Revisions keep the document too (null for those saved before documents: their summary is the text).
-- Readable as the rest of a revision is (the table's grant covers the column; RLS narrows it to editors).
alter table public.story_revisions add column if not exists body jsonb;
comment on column public.story_revisions.body is 'The story''s document as saved; null before story documents.';
grant select (body) on table public.story_revisions to authenticated;

-- As in 20261122110000, with the body.
create or replace function public.news_stories_record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  insert into public.story_revisions (
    story_id, version, title, summary, body, author, category, read_time, image_url, image_alt,
    image_caption, image_author, is_featured, status, published_at, edited_by, editor_email
  ) values (
    new.id, new.version, new.title, new.summary, new.body, new.author, new.category, new.read_time, new.image_url,
    new.image_alt, new.image_caption, new.image_author, new.is_featured, new.status, new.published_at,
    (select auth.uid()), (select auth.jwt() ->> 'email')
  )
  on conflict (story_id, version) do nothing;
  return null;
end
$$;

revoke execute on function public.news_stories_record_revision() from public, anon, authenticated;

-- Nothing here is an API: the private schema's functions and tables serve the trigger (and the service
-- role's tools, through SQL) only.
revoke execute on all functions in schema private from public, anon, authenticated, service_role;
revoke all on all tables in schema private from public, anon, authenticated, service_role;
