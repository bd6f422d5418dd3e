import { setRuntimeConfig, type RegisteredRemote, type RuntimeConfig } from '@newsroom/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { registeredNavLinks } from './registeredNav.ts';

const team = (name: string, nav: RegisteredRemote['nav']): RegisteredRemote => ({
  name,
  container: `mfe_${name}`,
  manifestUrl: `https://${name}.test/mf-manifest.json`,
  version: '1',
  entryFile: 'remoteEntry.js',
  integrity: `sha384-${'A'.repeat(64)}`,
  routes: [],
  nav,
});

describe('registeredNavLinks', () => {
  afterEach(() => setRuntimeConfig(null as unknown as RuntimeConfig));

  it("lists the registered remotes' entries of the places asked for, in their order", () => {
    setRuntimeConfig({
      remotes: {},
      registry: [
        { ...team('live', []), nav: undefined },
        team('puzzles', [
          { label: 'Puzzles', href: '/puzzles', place: 'main', order: 500 },
          { label: 'Puzzle archive', href: '/puzzles/archive', place: 'footer', order: 10 },
        ]),
        team('recipes', [{ label: 'Recipes', href: '/recipes', place: 'mobile', order: 100 }]),
      ],
    } as unknown as RuntimeConfig);
    expect(registeredNavLinks('main')).toEqual([{ to: '/puzzles', label: 'Puzzles' }]);
    expect(registeredNavLinks('main', 'mobile')).toEqual([
      { to: '/recipes', label: 'Recipes' },
      { to: '/puzzles', label: 'Puzzles' },
    ]);
    expect(registeredNavLinks('footer')).toEqual([{ to: '/puzzles/archive', label: 'Puzzle archive' }]);
  });

  it('is empty without a runtime config or registry (unit tests, development)', () => {
    expect(registeredNavLinks('main')).toEqual([]);
  });
});
