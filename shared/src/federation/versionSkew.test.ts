// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedSingletonRange, singletonSkewProblems, withinSingletonSkew } from './versionSkew.ts';

describe('singleton version skew', () => {
  it('allows another minor or patch, never another major', () => {
    expect(withinSingletonSkew('19.3.1', '19.4.0')).toBe(true);
    expect(withinSingletonSkew('19.3.1', '19.3.9')).toBe(true);
    expect(withinSingletonSkew('19.3.1', '19.0.0')).toBe(true);
    expect(withinSingletonSkew('19.3.1', '20.0.0')).toBe(false);
    expect(withinSingletonSkew('19.3.1', '^20.0.0')).toBe(false);
    expect(withinSingletonSkew('19.3.1', '18.3.1')).toBe(false);
  });

  it('reads 0.x versions the caret way: the minor is the breaking part', () => {
    expect(withinSingletonSkew('0.4.2', '0.4.9')).toBe(true);
    expect(withinSingletonSkew('0.4.2', '0.5.0')).toBe(false);
    expect(allowedSingletonRange('0.4.2')).toBe('^0.4.0');
    expect(allowedSingletonRange('19.3.1')).toBe('^19.0.0');
  });

  it('names each singleton a remote needs in another major, with both versions', () => {
    const host = { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0' };
    const problems = singletonSkewProblems(host, [
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
      { name: 'react-dom', version: '19.9.0', requiredVersion: '^19.0.0' },
      // Built against the host's major but asking for the next one is refused too.
      { name: 'zustand', version: '5.2.0', requiredVersion: '^6.0.0' },
      { name: 'date-fns', version: '9.0.0', requiredVersion: '^9.0.0' },
      { name: '@newsroom/shared', version: '0.1.0', requiredVersion: '^0.1.0' },
    ]);
    expect(problems).toEqual([
      { name: 'react', hostVersion: '19.3.1', remoteVersion: '20.0.0', remoteRequires: '^20.0.0' },
      { name: 'zustand', hostVersion: '5.1.0', remoteVersion: '5.2.0', remoteRequires: '^6.0.0' },
    ]);
  });

  it('does not refuse a remote whose versions it cannot read', () => {
    expect(
      singletonSkewProblems({ react: '19.3.1' }, [{ name: 'react', version: 'workspace', requiredVersion: false }]),
    ).toEqual([]);
  });
});
