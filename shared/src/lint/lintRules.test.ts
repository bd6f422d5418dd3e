// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

// The repository's own eslint.config.js, applied to snippets as if they lived at the given paths:
// proves the rules that enforce our decisions fire (and stay quiet where the code is allowed).
// The first lint loads typescript-eslint and the whole config: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function messagesFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint rules that enforce decisions', () => {
  it('forbids sonner outside shared', async () => {
    const code = "import { toast } from 'sonner';\ntoast('x');\n";
    expect(await messagesFor('mfe-reader/src/x.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*toast/),
    ]);
    expect(await messagesFor('shell/src/x.ts', code)).toHaveLength(1);
    expect(await messagesFor('shared/src/x.ts', code)).toEqual([]);
  });

  it('forbids creating a Supabase client outside shared', async () => {
    const code = "import { createClient } from '@supabase/supabase-js';\ncreateClient('u', 'k');\n";
    expect(await messagesFor('mfe-admin/src/x.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*getSupabase/),
    ]);
    expect(await messagesFor('shared/src/x.ts', code)).toEqual([]);
    const typeOnly = "import type { SupabaseClient } from '@supabase/supabase-js';\nexport type C = SupabaseClient;\n";
    expect(await messagesFor('mfe-admin/src/x.ts', typeOnly)).toEqual([]);
  });

  it("forbids a remote importing another remote's source", async () => {
    const relative = "import { X } from '../../../mfe-live/src/x.ts';\nexport { X };\n";
    const byName = "import { X } from '@newsroom/mfe-editor';\nexport { X };\n";
    expect(await messagesFor('mfe-reader/src/features/x.ts', relative)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*RemoteMount/),
    ]);
    expect(await messagesFor('mfe-reader/src/x.ts', byName)).toHaveLength(1);
    expect(await messagesFor('shell/src/x.ts', byName)).toHaveLength(1);
    const own = "import { X } from '../components/x.ts';\nexport { X };\n";
    expect(await messagesFor('mfe-reader/src/pages/x.ts', own)).toEqual([]);
  });

  it("forbids an editor feature importing another feature's files or the console, and the kit importing features", async () => {
    const code = (from: string) => `import { X } from '${from}';\nexport { X };\n`;
    const feature = 'mfe-editor/src/features/essays/EssayList.tsx';
    expect(await messagesFor(feature, code('../stories/StoryRow.tsx'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*own files and the kit/),
    ]);
    expect(await messagesFor(feature, code('../../console/consoleTabs.ts'))).toHaveLength(1);
    expect(await messagesFor(feature, code('./EssayRow.tsx'))).toEqual([]);
    expect(await messagesFor(feature, code('../../components/FilteredList.tsx'))).toEqual([]);
    const nested = 'mfe-editor/src/features/stories/tips/TipsInbox.tsx';
    expect(await messagesFor(nested, code('../StoryList.tsx'))).toEqual([]);
    expect(await messagesFor(nested, code('../../essays/EssayRow.tsx'))).toHaveLength(1);
    expect(await messagesFor(nested, code('../../../drafts/useEditorDraft.ts'))).toEqual([]);
    expect(await messagesFor('mfe-editor/src/components/X.tsx', code('../features/ads/AdList.tsx'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*imports no feature/),
    ]);
    expect(await messagesFor('mfe-editor/src/console/ConsoleBody.tsx', code('../features/ads/AdList.tsx'))).toEqual([]);
    // The remote boundary still holds in the files the layer rule covers.
    expect(await messagesFor(feature, code('@newsroom/mfe-admin'))).toHaveLength(1);
  });

  it("holds the same layers in the admin and live remotes: no feature imports another's files or the frame", async () => {
    const code = (from: string) => `import { X } from '${from}';\nexport { X };\n`;
    const users = 'mfe-admin/src/features/users/UsersTab.tsx';
    expect(await messagesFor(users, code('../messages/useContactMessages.ts'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*own files and the kit \(components\/, lib\/\)/),
    ]);
    expect(await messagesFor(users, code('../../pages/AdminDashboardPage.tsx'))).toHaveLength(1);
    expect(await messagesFor(users, code('./audit/ContentAuditPanel.tsx'))).toEqual([]);
    expect(await messagesFor(users, code('../../components/AuditTable.tsx'))).toEqual([]);
    const nested = 'mfe-admin/src/features/users/audit/ContentAuditPanel.tsx';
    expect(await messagesFor(nested, code('../UsersTab.tsx'))).toEqual([]);
    expect(await messagesFor(nested, code('../../ads/AdRow.tsx'))).toHaveLength(1);
    expect(await messagesFor('mfe-admin/src/lib/x.ts', code('../features/ads/adForm.ts'))).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*imports no feature/),
    ]);
    const player = 'mfe-live/src/features/player/EventPlayerView.tsx';
    expect(await messagesFor(player, code('../hub/EventGrid.tsx'))).toHaveLength(1);
    expect(await messagesFor(player, code('../../panels/formatTime.ts'))).toHaveLength(1);
    expect(await messagesFor(player, code('../../components/EventCard.tsx'))).toEqual([]);
    expect(
      await messagesFor('mfe-live/src/components/EventCard.tsx', code('../features/hub/EventHub.tsx')),
    ).toHaveLength(1);
    expect(await messagesFor('mfe-live/src/panels/LiveEventsPanel.tsx', code('../features/hub/EventHub.tsx'))).toEqual(
      [],
    );
    // The remote boundary still holds in the files the layer rule covers.
    expect(await messagesFor(player, code('@newsroom/mfe-editor'))).toHaveLength(1);
  });

  it('forbids default exports in source, not in tool config files', async () => {
    const code = 'export default function Page() {\n  return null;\n}\n';
    expect(await messagesFor('mfe-reader/src/pages/Page.tsx', code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*named export/),
    ]);
    const alias = 'function Page() {\n  return null;\n}\nexport { Page as default };\n';
    expect(await messagesFor('shared/src/Page.tsx', alias)).toHaveLength(1);
    expect(await messagesFor('mfe-reader/vitest.config.ts', 'export default {};\n')).toEqual([]);
  });
});
