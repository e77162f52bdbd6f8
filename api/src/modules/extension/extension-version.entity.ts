import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { newId, uuidPk } from '../../db/base.js';

@ObjectType({ description: 'A released version of the Chrome extension.' })
@Entity({ tableName: 'extension_versions' })
export class ExtensionVersion {
  [OptionalProps]?: 'isLatest' | 'releaseDate';

  @PrimaryKey(uuidPk)
  id: string = newId();

  @Field(() => String, { description: 'Semantic version, equal to the manifest version in the ZIP.' })
  @Property({ type: 'string', length: 32, unique: true })
  version!: string;

  @Field(() => Date, { nullable: true, description: 'When this version was released.' })
  @Property({ type: 'Date', columnType: 'timestamptz', nullable: true, defaultRaw: 'now()' })
  releaseDate?: Date | null = new Date();

  @Field(() => String, { nullable: true, description: 'Release notes (Markdown), from extension/CHANGELOG.md.' })
  @Property({ type: 'text', nullable: true })
  releaseNotes?: string | null;

  @Property({ type: 'boolean', default: false })
  isLatest: boolean = false;
}
