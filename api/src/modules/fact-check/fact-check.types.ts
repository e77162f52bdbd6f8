import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import type {
  FactCheckResult as Result,
  FactCheckSource as Source,
  FactCheckWarning as Warning,
  ProviderStatus as Status,
  ScoreDetail as Score,
} from '@factlens/common';

@ObjectType({ description: 'One LED scale: 1-10 lit LEDs, more is worse; bands 1-4 green, 5-7 yellow, 8-10 red.' })
export class ScoreDetailType implements Score {
  @Field(() => Int, { description: 'LEDs lit, 1-10.' })
  score!: number;

  @Field(() => String, { description: 'green, yellow or red.' })
  band!: Score['band'];

  @Field(() => String, { description: 'The score in words.' })
  label!: string;
}

@ObjectType({ description: 'Something the reader should know, with how much it matters.' })
export class FactCheckWarningType implements Warning {
  @Field(() => String, { description: 'low, medium or high.' })
  severity!: Warning['severity'];

  @Field(() => String, { description: 'The warning in words.' })
  message!: string;
}

@ObjectType({ description: 'A published fact-check behind the score.' })
export class FactCheckSourceType implements Source {
  @Field(() => String, { description: 'Who published the fact-check.' })
  publisher!: string;

  @Field(() => String, { nullable: true, description: "Publisher's site (host without www)." })
  site!: string | null;

  @Field(() => String, { description: 'The claim as the fact-checker worded it, or the title.' })
  title!: string;

  @Field(() => String, { description: 'Link to the fact-check.' })
  url!: string;

  @Field(() => String, { description: "The fact-checker's own rating words." })
  rating!: string;

  @Field(() => String, { description: 'The rating on our scale: false, mostly_false, mixed, mostly_true, true, unrated.' })
  verdict!: Source['verdict'];

  @Field(() => String, { nullable: true, description: 'Review date (ISO 8601).' })
  date!: string | null;

  @Field(() => Float, { description: 'How closely the matched claim resembles the text, 0-1.' })
  similarity!: number;

  @Field(() => String, { description: 'Which search found it: local (our ClaimReview index), google or claimbuster.' })
  provider!: string;

  @Field(() => String, { nullable: true, description: 'Licence or attribution of the source data.' })
  attribution!: string | null;
}

@ObjectType({ description: 'Whether a provider answered, failed or was not used.' })
export class ProviderStatusType implements Status {
  @Field(() => String, { description: 'Provider name.' })
  provider!: string;

  @Field(() => String, { description: 'ok, failed or skipped.' })
  status!: Status['status'];

  @Field(() => String, { nullable: true, description: 'Why it failed or was skipped.' })
  detail!: string | null;

  @Field(() => Int, { nullable: true, description: 'How long it took, ms.' })
  ms!: number | null;
}

@ObjectType({ description: "The user's daily allowance after this check." })
export class UsageType {
  @Field(() => Int, { description: 'Checks used today (UTC).' })
  used!: number;

  @Field(() => Int, { nullable: true, description: 'Checks allowed per day; null for administrators.' })
  limit!: number | null;

  @Field(() => String, { description: 'When the counter resets (next 00:00 UTC, ISO 8601).' })
  resetsAt!: string;
}

@ObjectType({ description: 'The answer of a fact-check: two LED scales, the verdict and the evidence behind it.' })
export class FactCheckResultType implements Result {
  @Field(() => ID, { nullable: true, description: 'Id of the stored check (see factChecks).' })
  id!: string | null;

  @Field(() => Int, { description: 'Credibility 0-100: false about 20, true about 80, unverified 50.' })
  credibilityScore!: number;

  @Field(() => ScoreDetailType, { description: 'Accuracy LEDs (more is worse).' })
  accuracy!: Score;

  @Field(() => ScoreDetailType, { description: 'Tone LEDs (more is worse).' })
  tone!: Score;

  @Field(() => String, { description: 'Overall verdict: false, mostly_false, mixed, mostly_true, true or unrated.' })
  verdict!: Result['verdict'];

  @Field(() => String, { description: 'The verdict in words.' })
  verdictLabel!: string;

  @Field(() => String, { description: 'What the scores mean for this text, in one sentence.' })
  summary!: string;

  @Field(() => [String], { description: 'The check-worthy claims found in the text.' })
  claims!: string[];

  @Field(() => [FactCheckWarningType], { description: 'Warnings with severity.' })
  warnings!: Warning[];

  @Field(() => [FactCheckSourceType], { description: 'Published fact-checks behind the score, closest first.' })
  sources!: Source[];

  @Field(() => [ProviderStatusType], { description: 'Which providers answered, failed or were skipped.' })
  providers!: Status[];

  @Field(() => Boolean, { description: 'True when a provider failed, so the result rests on less evidence.' })
  partial!: boolean;

  @Field(() => Boolean, { description: 'True when the analysis was reused from a recent identical check.' })
  cached!: boolean;

  @Field(() => String, { description: 'Where the text was found.' })
  platform!: Result['platform'];

  @Field(() => UsageType, { nullable: true, description: "The user's daily allowance after this check." })
  usage!: Result['usage'];

  @Field(() => String, { description: 'When the check ran (ISO 8601).' })
  checkedAt!: string;
}

@InputType({ description: 'Text to fact-check.' })
export class FactCheckInputType {
  @Field(() => String, { description: 'The text (at least minTextLength, at most maxContentLength characters).' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'facebook, twitter, instagram, tiktok, linkedin, reddit, news, blog or other (default).' })
  platform?: string;

  @Field(() => String, { nullable: true, description: '"text" (default) or "ocr" when the text came from an image.' })
  contentType?: string;
}
