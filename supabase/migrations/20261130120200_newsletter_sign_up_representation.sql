-- A visitor's newsletter sign-up that asks for the row back answers as documented (issue 47).
-- With `Prefer: return=representation` (supabase-js `.insert(…).select()`) PostgREST runs
-- `insert … returning <columns>`, and RETURNING needs the SELECT privilege on those columns whether
-- or not a row comes back. anon had none (20261122100000_explicit_api_grants.sql), so such a
-- sign-up failed with 42501 (401) and stored nothing, while a signed-in reader got 201 and [].
-- docs/product/security.md and decision 143 promise 201 with the same body in every form, and a
-- front end must not lose a sign-up for asking for the row: anon gets the privilege, and
-- row-level security keeps the list unreadable (no select policy for anon, as before: a read
-- answers no rows, the sign-up's representation is always []). Hosted PostgREST behaves the same.

grant select on public.newsletter_subscribers to anon;
