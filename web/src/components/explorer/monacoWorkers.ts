import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

/**
 * GraphiQL 5 edits in Monaco, whose language services run in web workers. Vite bundles a worker
 * when our own source imports it with `?worker` (dev and build alike); graphiql's
 * `graphiql/setup-workers/vite` does the same from inside node_modules, which breaks the dev
 * server's dependency pre-bundling. monaco-editor is pinned to the version @graphiql/react pins.
 * Imported by the explorer chunk only: no other page loads Monaco.
 */
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphQLWorker();
    return new EditorWorker();
  },
};
