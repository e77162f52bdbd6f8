import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { EMAIL_MAX } from '@factlens/common';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';

/** A message sent through the contact form. */
@Entity({ tableName: 'application_issues' })
export class ApplicationIssue {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey(uuidPk)
  id: string = newId();

  @Property({ type: 'string', length: EMAIL_MAX })
  userEmail!: string;

  @Property({ type: 'string', length: 32 })
  issueType!: string;

  @Property({ type: 'text' })
  issueDescription!: string;

  @Property({ ...createdAtProp })
  createdAt: Date = new Date();
}
