import { mergeRsbuildConfig } from '@rsbuild/core';
import base from './rsbuild.config.ts';
export default mergeRsbuildConfig(base, { output: { sourceMap: { js: 'source-map' }, distPath: { root: '/tmp/shell-analyze' } } });
