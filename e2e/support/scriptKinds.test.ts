import { describe, expect, it } from 'vitest';
import { scriptKind } from './scriptKinds.ts';

const shell = 'http://127.0.0.1:3000/static/js';

describe('scriptKind', () => {
  it('names the shared singleton libraries by their chunks', () => {
    for (const chunk of [
      'async/vendors-node_modules_react-dom_client_js.753dc7fee0.js',
      'async/node_modules_react_index_js.a81c05864f.js',
      'async/node_modules_zustand_esm_index_mjs-_eaf80.da4075dbf8.js',
      'async/vendors-node_modules_supabase_supabase-js_dist_index_mjs.bfecc2a851.js',
      'async/vendors-node_modules_tanstack_react-query_build_modern_index_js.ae3e760beb.js',
    ])
      expect(scriptKind(`${shell}/${chunk}`), chunk).toBe('singleton libraries');
  });

  it("names the shell's entry and the remotes' containers the federation runtime", () => {
    expect(scriptKind(`${shell}/index.fa19ffcea8.js`)).toBe('federation runtime');
    expect(scriptKind('http://127.0.0.1:3001/remoteEntry.js')).toBe('federation runtime');
  });

  it('counts everything else as the portal’s own code, Radix and the shared package included', () => {
    for (const chunk of [
      'async/shared_src_index_ts.6de0f40425.js',
      'async/src_bootstrap_tsx.3f157ba1bb.js',
      'async/vendors-node_modules_radix-ui_react-navigation-menu_dist_index_mjs.0a9155411b.js',
      'async/__federation_expose_HomePage.fab1ee98c1.js',
    ])
      expect(scriptKind(`${shell}/${chunk}`), chunk).toBe('portal code');
  });
});
