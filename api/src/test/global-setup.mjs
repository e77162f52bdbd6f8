// Jest loads global setup outside its module system (no moduleNameMapper), so register swc's ESM
// loader here and run the TypeScript setup directly.
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

process.env.SWC_NODE_PROJECT ??= new URL('../../tsconfig.json', import.meta.url).pathname;
register('@swc-node/register/esm', pathToFileURL('./'));
const { default: globalSetup } = await import('./global-setup.ts');
export default globalSetup;
