import { describe, expect, it } from 'vitest';
import { externalRuntimeWebEnvironment, type FederationPluginFactory } from './remoteEnvironments.ts';

const plugin: FederationPluginFactory = () => ({ name: 'federation', setup: () => undefined });

describe('externalRuntimeWebEnvironment', () => {
  it('builds each exposed module as one chunk, without split chunks (decision 182)', () => {
    const environment = externalRuntimeWebEnvironment(
      { name: 'reader', container: 'mfe_reader' },
      { './HomePage': './src/pages/HomePage.tsx' },
      plugin,
    );
    expect(environment.performance?.chunkSplit).toEqual({ strategy: 'all-in-one' });
  });
});
