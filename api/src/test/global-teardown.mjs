import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

process.env.SWC_NODE_PROJECT ??= new URL('../../tsconfig.json', import.meta.url).pathname;
register('@swc-node/register/esm', pathToFileURL('./'));
const { default: globalTeardown } = await import('./global-teardown.ts');
export default globalTeardown;
