import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { ProviderKind } from './provider-kinds.js';
import type * as model from './analytics.model.js';

@ObjectType({ description: 'One recorded provider call (a row of api_usage).' })
export class ApiUsageRecord implements model.ApiUsageRecord {
  @Field(() => ID, { description: 'Stable uuid of the record.' })
  id!: string;

  @Field(() => String, {
    description:
      'Provider name as stored (claimreview-local, google-factcheck, openai-moderation, local-tone, claimbuster, tesseract, gemini).',
  })
  provider!: string;

  @Field(() => ProviderKind, { description: 'What the provider is for.' })
  kind!: ProviderKind;

  @Field(() => String, { description: 'What was asked of the provider (e.g. search, moderate, ocr).' })
  requestType!: string;

  @Field(() => Int, { description: 'Tokens the provider reported (0 for local providers).' })
  tokensUsed!: number;

  @Field(() => Boolean, { description: 'True when the call succeeded.' })
  success!: boolean;

  @Field(() => Int, { nullable: true, description: 'Wall time of the call in ms.' })
  latencyMs!: number | null;

  @Field(() => Date, { description: 'When the call was made.' })
  createdAt!: Date;

  @Field(() => ID, { nullable: true, description: 'Id of the user the call was made for; null when anonymous or deleted.' })
  userId!: string | null;
}

export const ApiUsageRecordConnection = Connection(ApiUsageRecord, 'ApiUsageRecord');
