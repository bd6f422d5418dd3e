// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import {
  createSharedDependencies,
  hostFederationOptions,
  remoteFederationOptions,
  ROUTER_USED_EXPORTS,
  styledComponentsOptions,
} from './sharedDependencies.ts';
import { hostServerFederationOptions, remoteServerFederationOptions } from './serverBuild.ts';

describe('federation config', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it('shares every library that holds global state as a singleton, plus @newsroom/shared itself', () => {
    const shared = createSharedDependencies();
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      'zustand',
      '@tanstack/react-query',
      'styled-components',
      '@supabase/supabase-js',
    ]) {
      expect(shared[name], name).toMatchObject({ singleton: true });
      expect(shared[name].requiredVersion, name).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
    // The stated skew: any minor or patch of the pinned major.
    expect(shared.react.requiredVersion).toBe('^19.0.0');
    expect(shared['@tanstack/react-query'].requiredVersion).toBe('^5.0.0');
    expect(shared['@newsroom/shared']).toEqual({ singleton: true, requiredVersion: false });
  });

  it('shakes the router to one export list in every production browser build, and not in the server builds', () => {
    process.env.NODE_ENV = 'production';
    const browserRouter = [hostFederationOptions(), remoteFederationOptions('live', {})].map(
      (options) => options.shared['react-router-dom'].treeShaking,
    );
    expect(browserRouter[0]).toEqual({ mode: 'runtime-infer', usedExports: ROUTER_USED_EXPORTS });
    expect(browserRouter[1]).toEqual(browserRouter[0]);
    expect(createSharedDependencies()['react-router-dom'].treeShaking).toBeUndefined();
  });

  it('does not shake in a dev server, whose second build for the shaken router broke the page', () => {
    process.env.NODE_ENV = 'development';
    expect(hostFederationOptions().shared['react-router-dom'].treeShaking).toBeUndefined();
  });

  it("leaves the runtime's Node code out of the browser builds only", () => {
    expect(hostFederationOptions().experiments.optimization).toEqual({ target: 'web' });
    expect(remoteFederationOptions('editor', {}).experiments.optimization).toEqual({ target: 'web' });
    const servers = [hostServerFederationOptions(), remoteServerFederationOptions('mfe_reader', {})];
    for (const options of servers) expect(options).not.toHaveProperty('experiments');
  });

  it('names styled components in class names except in production builds', () => {
    process.env.NODE_ENV = 'production';
    expect(styledComponentsOptions({ ssr: true })).toEqual({ ssr: true, displayName: false });
    process.env.NODE_ENV = 'development';
    expect(styledComponentsOptions()).toEqual({ displayName: true });
  });

  it('gives the shell no build-time remotes and loads shared modules on demand', () => {
    const host = hostFederationOptions();
    expect(host.remotes).toEqual({});
    expect(host.shareStrategy).toBe('loaded-first');
    expect(host.dts).toBe(false);
  });

  it('names remote containers after the runtime-config keys', () => {
    const remote = remoteFederationOptions('live', { './LiveEventsPage': './src/pages/LiveEventsPage.tsx' });
    expect(remote.name).toBe('mfe_live');
    expect(remote.filename).toBe('remoteEntry.js');
    expect(remote.exposes).toHaveProperty('./LiveEventsPage');
  });
});
