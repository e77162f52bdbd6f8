import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { User } from '../users/user.entity.js';

@ObjectType({ description: 'One fact-check a user ran, with its full result.' })
@Entity({ tableName: 'fact_checks' })
@Index({ properties: ['user', 'createdAt'] })
export class FactCheck {
  [OptionalProps]?: 'createdAt';

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

  @Field(() => GraphQLJSON, { description: 'The whole result as the API answered it (FactCheckResult, sources included).' })
  @Property({ type: 'json' })
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
