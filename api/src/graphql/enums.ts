import { registerEnumType } from 'type-graphql';
import { Role } from '@factlens/common';
import { AnalyticsBucket } from '../modules/analytics/analytics.range.js';
import { TopUsersOrder } from '../modules/analytics/analytics.model.js';
import { ProviderKind } from '../modules/analytics/provider-kinds.js';

/*
 * GraphQL registration of the enums. The values are defined once, as const objects, in
 * @factlens/common or in their module; entities and object types use those objects directly and this
 * file (imported by schema.ts before the schema is built) gives them their GraphQL names.
 * See docs/adr/0001-layering.md.
 */

registerEnumType(Role, {
  name: 'Role',
  description: 'What a user may do (docs/adr/0003-roles-and-permissions.md).',
  valuesConfig: {
    free: { description: 'Free user.' },
    early_access: { description: 'Early-access member (promoted applicant).' },
    moderator: { description: 'Moderator: may read analytics and everyone\'s history.' },
    admin: { description: 'Administrator: manages users, settings and early access.' },
  },
});

registerEnumType(AnalyticsBucket, {
  name: 'AnalyticsBucket',
  description: 'Size of the buckets of a time series, in UTC.',
  valuesConfig: {
    day: { description: 'One bucket per UTC day.' },
    week: { description: 'One bucket per ISO week (Monday 00:00 UTC to the next Monday).' },
  },
});

registerEnumType(TopUsersOrder, {
  name: 'TopUsersOrder',
  description: 'What the top users are ranked by.',
  valuesConfig: {
    factChecks: { description: 'Fact-checks run.' },
    apiCalls: { description: 'Provider calls made for the user.' },
    tokensUsed: { description: 'Provider tokens used.' },
  },
});

registerEnumType(ProviderKind, {
  name: 'ProviderKind',
  description: 'What a provider is for.',
  valuesConfig: {
    fact_check: { description: 'Fact-check search: the local ClaimReview index and Google Fact Check Tools.' },
    moderation: { description: 'Tone / moderation: OpenAI moderation and the local tone analyser.' },
    claim_verification: { description: 'Claim verification: ClaimBuster.' },
    ocr: { description: 'Text recognition: tesseract and Gemini.' },
    other: { description: 'A provider name this version does not know.' },
  },
});
