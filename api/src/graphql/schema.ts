import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
// Registers the enums before any resolver module is evaluated into the schema.
import './enums.js';
import { authChecker } from './auth-checker.js';
import { maintenanceGuard } from './maintenance.js';
import { HealthResolver } from '../modules/health/health.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { EarlyAccessResolver } from '../modules/early-access/early-access.resolver.js';
import { SettingsResolver } from '../modules/settings/settings.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { ExtensionResolver } from '../modules/extension/extension.resolver.js';
import { FactCheckResolver } from '../modules/fact-check/fact-check.resolver.js';
import { OcrResolver } from '../modules/ocr/ocr.resolver.js';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver.js';
import { ApiUsageResolver } from '../modules/analytics/api-usage.resolver.js';
import { DisputesResolver, FactCheckDisputeResolver } from '../modules/disputes/disputes.resolver.js';
import { ClaimIndexStatsResolver } from '../modules/fact-check/index-stats.resolver.js';
import { FeedsResolver } from '../modules/feeds/feeds.resolver.js';

export const resolvers = [
  HealthResolver,
  AuthResolver,
  UserResolver,
  EarlyAccessResolver,
  SettingsResolver,
  ContactResolver,
  ExtensionResolver,
  FactCheckResolver,
  OcrResolver,
  AnalyticsResolver,
  ApiUsageResolver,
  DisputesResolver,
  FactCheckDisputeResolver,
  ClaimIndexStatsResolver,
  FeedsResolver,
] as const;

let built: Promise<GraphQLSchema> | null = null;

/** The code-first schema (built once per process; TypeGraphQL metadata is global). */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    globalMiddlewares: [maintenanceGuard],
    validate: false,
  });
  return built;
}
