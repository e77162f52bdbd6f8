import type { EntityManager } from '@mikro-orm/postgresql';
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context.js';

@ObjectType({ description: 'Liveness of the API and its database.' })
export class Health {
  @Field(() => String, { description: '"ok" when the API answers.' })
  status!: string;

  @Field(() => String, { description: '"ok" when the database answered a query, else "error".' })
  db!: string;
}

export async function checkHealth(em: EntityManager): Promise<Health> {
  try {
    await em.execute('select 1');
    return { status: 'ok', db: 'ok' };
  } catch {
    return { status: 'ok', db: 'error' };
  }
}

@Resolver()
export class HealthResolver {
  @Query(() => Health, { description: 'Checks the API and the database.' })
  health(@Ctx() ctx: GqlContext): Promise<Health> {
    return checkHealth(ctx.em);
  }
}
