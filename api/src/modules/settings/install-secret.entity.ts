import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { createdAtProp } from '../../db/base.js';

/**
 * A secret generated once per install (e.g. the ALTCHA HMAC key) and shared by every replica.
 * Never exposed through the API (docs/adr/0031-altcha-proof-of-work-captcha.md).
 */
@Entity({ tableName: 'install_secrets' })
export class InstallSecret {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 })
  name!: string;

  @Property({ type: 'string', length: 255, hidden: true })
  value!: string;

  @Property({ ...createdAtProp })
  createdAt: Date = new Date();
}
