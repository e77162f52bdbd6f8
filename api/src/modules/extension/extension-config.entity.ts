import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { DEFAULT_MIN_DRAG_HEIGHT, DEFAULT_MIN_DRAG_WIDTH, DEFAULT_MIN_TEXT_LENGTH } from '@factlens/common';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';
import { User } from '../users/user.entity.js';

@ObjectType({ description: "A user's extension settings: the smallest region to OCR and the shortest text to check." })
@Entity({ tableName: 'extension_config' })
export class ExtensionConfig {
  [OptionalProps]?: 'minDragWidth' | 'minDragHeight' | 'minTextLength' | 'createdAt' | 'updatedAt';

  @PrimaryKey(uuidPk)
  id: string = newId();

  @ManyToOne(() => User, { deleteRule: 'cascade', unique: true })
  user!: Rel<User>;

  @Field(() => Int, { description: 'Smallest region width to OCR, CSS pixels (1-200, default 20).' })
  @Property({ type: 'integer', default: DEFAULT_MIN_DRAG_WIDTH })
  minDragWidth: number = DEFAULT_MIN_DRAG_WIDTH;

  @Field(() => Int, { description: 'Smallest region height to OCR, CSS pixels (1-200, default 20).' })
  @Property({ type: 'integer', default: DEFAULT_MIN_DRAG_HEIGHT })
  minDragHeight: number = DEFAULT_MIN_DRAG_HEIGHT;

  @Field(() => Int, { description: 'Shortest text to fact-check, characters (1-100, default 15).' })
  @Property({ type: 'integer', default: DEFAULT_MIN_TEXT_LENGTH })
  minTextLength: number = DEFAULT_MIN_TEXT_LENGTH;

  @Property({ ...createdAtProp })
  createdAt: Date = new Date();

  @Property({ ...createdAtProp, onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
