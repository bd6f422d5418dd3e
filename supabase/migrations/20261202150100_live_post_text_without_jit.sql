-- The live posts' text functions (20261201100000) run for one post at a time, in triggers, yet their
-- queries are estimated costly enough for PostgreSQL to JIT-compile them on every call: about 0.8 s
-- a post on a busy machine (three seeded posts took 2.5 s; 25 ms without). As for
-- private.story_document_block_texts (20261202110000): no JIT for them. PGlite has no JIT.
alter function private.live_post_line_nodes(text) set jit = off;
alter function private.live_post_document_from_text(text) set jit = off;
alter function private.live_post_inline_text(jsonb) set jit = off;
alter function private.live_post_document_text(jsonb) set jit = off;
