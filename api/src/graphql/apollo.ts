import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, visit, type ASTNode, type DocumentNode, type GraphQLFormattedError, type ValidationRule } from 'graphql';
import { ANALYST_ROLES, ErrorCode } from '@factlens/common';
import { toAppError } from '../errors.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { GqlContext } from './context.js';
import { getSchema } from './schema.js';
import { databaseOutagePlugin } from '../http/database-gate.js';

/** Limits on what one GraphQL document may ask for (docs/adr/0024-graphql-errors-and-introspection-depth.md). */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxCost: 20000, maxAliases: 15, maxTokens: 2000, maxDirectives: 30 } as const;

/**
 * How deep a document that introspects (`__schema`, `__type`) may go, counting every field level:
 * the standard introspection query GraphiQL sends is 15 deep; the general limit skips introspection,
 * so without this a 20-level `ofType` chain executed (docs/adr/0024-graphql-errors-and-introspection-depth.md).
 */
export const INTROSPECTION_MAX_DEPTH = 15;

export function introspectionDepthRule(max: number = INTROSPECTION_MAX_DEPTH): ValidationRule {
  return (context) => ({
    OperationDefinition(op) {
      let introspects = false;
      const fragmentDepth = new Map<string, number>();
      const depthOf = (node: ASTNode, seen: Set<string>): number => {
        if (!('selectionSet' in node) || !node.selectionSet) return 0;
        let deepest = 0;
        for (const sel of node.selectionSet.selections) {
          if (sel.kind === Kind.FIELD) {
            if (sel.name.value === '__schema' || sel.name.value === '__type') introspects = true;
            deepest = Math.max(deepest, 1 + depthOf(sel, seen));
          } else if (sel.kind === Kind.INLINE_FRAGMENT) {
            deepest = Math.max(deepest, depthOf(sel, seen));
          } else {
            const name = sel.name.value;
            if (seen.has(name)) continue; // a cycle is reported by graphql's own rule
            let d = fragmentDepth.get(name);
            if (d === undefined) {
              const fragment = context.getFragment(name);
              d = fragment ? depthOf(fragment, new Set([...seen, name])) : 0;
              fragmentDepth.set(name, d);
            }
            deepest = Math.max(deepest, d);
          }
        }
        return deepest;
      };
      const depth = depthOf(op, new Set());
      if (introspects && depth > max) {
        context.reportError(new GraphQLError(`Introspection depth limit of ${max} exceeded, found ${depth}`, { nodes: [op] }));
      }
    },
  });
}

/** Error codes that mean "the request itself is wrong": answered with HTTP 400, never 500. */
const BAD_REQUEST_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);

/**
 * Syntax and validation errors are the client's: HTTP 400. graphql-armor's limits throw from the
 * parser and validation rules without an HTTP status, which Apollo answered with 500.
 */
function badRequestStatus(): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (data !== undefined || !errors?.length) return;
          const allBad = errors.every((e) => BAD_REQUEST_CODES.has(String(e.extensions?.code ?? '')) || /^Syntax Error/.test(e.message));
          if (allBad && (response.http.status === undefined || response.http.status >= 500)) response.http.status = 400;
        },
      };
    },
  };
}

/**
 * A fact about a parsed document, computed once per document: Apollo keeps validated documents in its
 * document store and hands the same DocumentNode to every request that sends the same query text, so
 * the walk runs on the first request only (docs/adr/0095-graphql-execution-overhead.md).
 */
function perDocument(test: (document: DocumentNode) => boolean): (document: DocumentNode) => boolean {
  const known = new WeakMap<DocumentNode, boolean>();
  return (document) => {
    let answer = known.get(document);
    if (answer === undefined) {
      answer = test(document);
      known.set(document, answer);
    }
    return answer;
  };
}

const hasNulLiteral = perDocument((document) => {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\0')) found = true;
    },
  });
  return found;
});

const introspects = perDocument((document) => {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
});

/** A NUL inside a string literal of the document would reach PostgreSQL, which refuses it: 400 here. */
function nulLiteralGuard(): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document }) {
          if (hasNulLiteral(document)) {
            throw new GraphQLError('The query contains a character that is not allowed', {
              extensions: { code: ErrorCode.BAD_USER_INPUT, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

/** In production, introspection is for admins and moderators only (the analysts' explorer needs it). */
function introspectionGate(config: Config): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!config.isProduction) return;
          const role = contextValue.principal?.role;
          if (role && (ANALYST_ROLES as readonly string[]).includes(role)) return;
          if (introspects(document)) {
            throw new GraphQLError('Introspection is available to administrators and moderators only', {
              extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } },
            });
          }
        },
      };
    },
  };
}

/**
 * Every GraphQL answer is private and uncacheable: `Cache-Control: no-store`, as Apollo's cache-control
 * plugin answered when no field had a cache hint (docs/adr/0095-graphql-execution-overhead.md).
 */
function noStore(): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}

/** Log every unexpected resolver error with the request id (it is masked in the answer in production). */
function errorLogger(logger: Logger): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const err of errors) {
            if (!err.path || toAppError(err)) continue;
            logger.error({ err: err.originalError ?? err, requestId: contextValue.requestId, path: err.path }, 'graphql resolver error');
          }
        },
      };
    },
  };
}

export function formatErrorFor(config: Config) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const app = toAppError(error);
    if (app) {
      return { ...formatted, message: app.message, extensions: { ...app.details, code: app.code } };
    }
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' || (!code && formatted.path)) {
      return config.isProduction
        ? { message: 'Internal server error', path: formatted.path, locations: formatted.locations, extensions: { code: 'INTERNAL_SERVER_ERROR' } }
        : formatted;
    }
    return formatted;
  };
}

export async function createApollo(config: Config, logger: Logger, httpServer: http.Server): Promise<ApolloServer<GqlContext>> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // graphql-armor counts tokens in a plugin that throws from parsingDidStart, which Apollo answers
    // with 500; graphql's own parser enforces the same limit as a syntax error (HTTP 400), see parseOptions.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: config.isProduction },
  });
  const protection = armor.protect();
  // graphql-armor is typed against Apollo's CommonJS build; the runtime objects are the same plugin shape.
  const armorPlugins = protection.plugins as unknown as ApolloServerPlugin<GqlContext>[];
  const server = new ApolloServer<GqlContext>({
    schema: await getSchema(),
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.isProduction,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    validationRules: [...protection.validationRules, introspectionDepthRule()],
    formatError: formatErrorFor(config),
    // main.ts alone stops the server on SIGTERM/SIGINT, after draining (docs/adr/0060-graceful-stop.md).
    stopOnTerminationSignals: false,
    plugins: [
      ...armorPlugins,
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: config.shutdownTimeoutSeconds * 1000 }),
      introspectionGate(config),
      errorLogger(logger),
      badRequestStatus(),
      nulLiteralGuard(),
      // The explorer is the web app's own GraphiQL page (/admin/explorer); Apollo's landing page
      // loads scripts from a CDN, which the Content-Security-Policy forbids (docs/adr/0022-content-security-policy.md).
      ApolloServerPluginLandingPageDisabled(),
      // No field carries a cache hint, so the default cache-control plugin only ever answered
      // "no-store", at the cost of a hook around every resolved field: noStore() says it once.
      ApolloServerPluginCacheControlDisabled(),
      noStore(),
      databaseOutagePlugin<GqlContext>(),
    ],
  });
  await server.start();
  return server;
}

