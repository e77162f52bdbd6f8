import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context.js';
import { checkHealth, type HealthStatus } from './health.js';

@ObjectType({ description: 'Liveness of the API and its dependencies.' })
export class Health implements HealthStatus {
  @Field(() => String, { description: '"ok" when every dependency answers, "degraded" when one is down (see `down`).' })
  status!: string;

  @Field(() => String, { description: '"ok" when the database answered a query, else "error".' })
  db!: string;

  @Field(() => [String], { description: 'The dependencies that did not answer (e.g. "database"); empty when all is well.' })
  down!: string[];
}

@Resolver()
export class HealthResolver {
  @Query(() => Health, { description: 'Checks the API and the database.' })
  health(@Ctx() ctx: GqlContext): Promise<Health> {
    return checkHealth(ctx.services.sql);
  }
}
