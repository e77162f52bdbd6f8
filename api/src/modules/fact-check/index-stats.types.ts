import { Field, Int, ObjectType } from 'type-graphql';
import type { ClaimIndexStats } from '@factlens/common';

@ObjectType('LanguageReviews', { description: 'How many reviews of one language the fact-check index holds.' })
export class LanguageReviewsType {
  @Field(() => String, { description: 'ISO 639-1 code; "und" for reviews without a language.' })
  language!: string;

  @Field(() => Int, { description: 'Reviews in that language.' })
  reviews!: number;
}

@ObjectType('ClaimIndexStats', { description: 'What the local fact-check (ClaimReview) index holds and how fresh it is.' })
export class ClaimIndexStatsType implements ClaimIndexStats {
  @Field(() => Int, { description: 'Reviews in the index.' })
  reviews!: number;

  @Field(() => String, { nullable: true, description: 'The newest review date (YYYY-MM-DD); null when no review has a date.' })
  newestReviewDate!: string | null;

  @Field(() => Int, { description: 'Distinct publishers.' })
  publishers!: number;

  @Field(() => [LanguageReviewsType], { description: 'Reviews per language, most first.' })
  languages!: LanguageReviewsType[];
}
