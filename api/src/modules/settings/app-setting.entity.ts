import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';

/** One site setting, stored as text and typed by the settings service. */
@Entity({ tableName: 'app_settings' })
export class AppSetting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey(uuidPk)
  id: string = newId();

  @Property({ type: 'string', length: 64, unique: true })
  settingKey!: string;

  @Property({ type: 'text' })
  settingValue!: string;

  @Property({ ...createdAtProp, onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
