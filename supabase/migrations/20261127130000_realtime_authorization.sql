-- Realtime Authorization for the portal's own channels (decision 145,
-- docs/product/security.md#realtime-channels). The pages listen on `public:<table>:changes` and
-- the shell servers on `shell-page-purges` (postgres_changes, already filtered by each table's
-- RLS), joined as private channels, so Realtime checks these policies on realtime.messages and a
-- stranger's broadcast or presence can never reach them: anyone may join (select) them, nobody may
-- send (insert) on them. Without an insert policy only the service role (bypassrls) could.
-- Applies unchanged on hosted Supabase, where realtime.messages and realtime.topic() exist.

create policy "Anyone may listen on the site's change channels"
on realtime.messages
for select
to anon, authenticated
using (
  realtime.messages.extension = 'broadcast'
  and (
    (select realtime.topic()) ~ '^public:[a-z_]+:changes$'
    or (select realtime.topic()) = 'shell-page-purges'
  )
);
