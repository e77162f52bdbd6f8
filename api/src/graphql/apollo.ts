import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, visit, type GraphQLFormattedError } from 'graphql';
import { ANALYST_ROLES, ErrorCode } from '@factlens/common';
import { toAppError } from '../errors.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { GqlContext } from './context.js';
import { getSchema } from './schema.js';

/** Limits on what one GraphQL document may ask for (issue 3, item 8). */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxCost: 20000, maxAliases: 15, maxTokens: 2000, maxDirectives: 30 } as const;

/** In production, introspection is for admins and moderators only (the analysts' explorer needs it). */
function introspectionGate(config: Config): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!config.isProduction) return;
          const role = contextValue.user?.role;
          if (role && (ANALYST_ROLES as readonly string[]).includes(role)) return;
          let introspects = false;
          visit(document, {
            Field(node) {
              if (node.name.value === '__schema' || node.name.value === '__type') introspects = true;
            },
          });
          if (introspects) {
            throw new GraphQLError('Introspection is available to administrators and moderators only', {
              extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } },
            });
          }
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
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
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
    validationRules: protection.validationRules,
    formatError: formatErrorFor(config),
    plugins: [...armorPlugins, ApolloServerPluginDrainHttpServer({ httpServer }), introspectionGate(config), errorLogger(logger)],
  });
  await server.start();
  return server;
}

