import { Entity, Formula, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { User } from '../users/user.entity.js';

@ObjectType({ description: 'One fact-check a user ran, with its full result.' })
@Entity({ tableName: 'fact_checks' })
@Index({ properties: ['user', 'createdAt'] })
export class FactCheck {
  [OptionalProps]?: 'createdAt' | 'result';

  @Field(() => ID, { description: 'Stable uuid of the fact-check.' })
  @PrimaryKey(uuidPk)
  id: string = newId();

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: Rel<User> | null;

  @Field(() => String, { description: 'The text that was checked.' })
  @Property({ type: 'text' })
  content!: string;

  @Field(() => String, { description: '"text" for a selection, "ocr" for a dragged region.' })
  @Property({ type: 'string', length: 16 })
  contentType!: string;

  @Field(() => String, { nullable: true, description: 'Where the text was found (facebook, twitter, ..., other).' })
  @Property({ type: 'string', length: 32, nullable: true })
  @Index()
  platform?: string | null;

  /**
   * The `result` column: what only this check's request had (id, cached, platform, time, usage), or the
   * whole result for a row stored without `resultHash` (docs/adr/0129-results-stored-once.md).
   */
  @Property({ type: 'json', fieldName: 'result' })
  ownResult!: Record<string, unknown>;

  /** Key of the part of the result stored once in `check_results`; null when the row holds its whole result. */
  @Property({ type: 'text', nullable: true })
  resultHash?: string | null;

  @Field(() => GraphQLJSON, { description: 'The whole result as the API answered it (FactCheckResult, sources included).' })
  @Formula(
    (cols) => `(coalesce((select b.body from check_results b where b.hash = ${cols.resultHash}), '{}'::jsonb) || ${cols.ownResult})`,
    {
      type: 'json',
    },
  )
  result!: Record<string, unknown>;

  @Field(() => Int, { nullable: true, description: 'Credibility 0-100 (false about 20, true about 80, unverified 50).' })
  @Property({ type: 'integer', nullable: true })
  credibilityScore?: number | null;

  /** The sources behind the score: read from `result`, where they are stored (once). */
  @Field(() => GraphQLJSON, { nullable: true, description: 'The sources behind the score.' })
  get sources(): unknown[] | null {
    const sources = (this.result as { sources?: unknown } | undefined)?.sources;
    return Array.isArray(sources) ? sources : null;
  }

  @Field(() => Date, { description: 'When the check ran.' })
  @Property({ ...createdAtProp })
  @Index()
  createdAt: Date = new Date();
}
