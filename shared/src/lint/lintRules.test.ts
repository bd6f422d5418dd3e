// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

// The repository's own eslint.config.js, applied to snippets as if they lived at the given paths:
// proves the rules that enforce our decisions fire (and stay quiet where the code is allowed).
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
