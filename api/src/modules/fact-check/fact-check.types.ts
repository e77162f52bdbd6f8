import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of.js';
import type {
  Band,
  ClaimRelation,
  FactCheckResult as Result,
  FactCheckSource as Source,
  FactCheckWarning as Warning,
  ProviderStatus as Status,
  ScoreDetail as Score,
  Severity,
  ToneCategory,
  ToneDetail as Tone,
} from '@factlens/common';
import type { User } from '../users/user.entity.js';
import type { FactCheckRecord } from './result.presenter.js';

/*
 * The typed GraphQL shape of a fact-check result (docs/adr/0055-typed-fact-check-results.md).
 * Each class `implements` the shared contract in @factlens/common, so the compiler keeps the two
 * in step; enums are built from records keyed by the shared unions for the same reason.
 */

const BAND_VALUES: Record<Band, { description: string }> = {
  green: { description: '1-4 LEDs: accurate or neutral.' },
  yellow: { description: '5-7 LEDs: mixed or emotionally charged.' },
  red: { description: '8-10 LEDs: likely false or highly problematic.' },
};
export const BandEnum = enumOf('Band', 'Colour band of an LED scale (more LEDs is worse).', BAND_VALUES);

const SEVERITY_VALUES: Record<Severity, { description: string }> = {
  low: { description: 'Worth knowing.' },
  medium: { description: 'Read with care.' },
  high: { description: 'Likely false or harmful.' },
};
export const SeverityEnum = enumOf('Severity', 'How much a warning matters.', SEVERITY_VALUES);

const RELATION_VALUES: Record<ClaimRelation, { description: string }> = {
  same: { description: "The text makes the reviewed claim: the review's rating applies to it." },
  opposite: { description: 'The text asserts the contrary of the reviewed claim: the rating is inverted.' },
  different: { description: 'A different claim about the same topic: the rating does not count.' },
};
export const ClaimRelationEnum = enumOf(
  'ClaimRelation',
  'How the checked text relates to the claim a fact-checker reviewed.',
  RELATION_VALUES,
);

const TONE_CATEGORY_VALUES: Record<ToneCategory, { description: string }> = {
  harassment: { description: 'Insults or harassment aimed at a person or group.' },
  threat: { description: 'A threat of harm.' },
  hate: { description: 'Hate or dehumanising language about a group.' },
  violence: { description: 'Violence or incitement to it.' },
  self_harm: { description: 'Self-harm.' },
  sexual: { description: 'Sexual content.' },
  charged: { description: 'Emotional charge: capitals, exclamation, intensifiers, loaded words.' },
};
export const ToneCategoryEnum = enumOf('ToneCategory', 'A harm category the tone analysis found in the text.', TONE_CATEGORY_VALUES);

const PROVIDER_OUTCOMES: Record<Status['status'], { description: string }> = {
  ok: { description: 'The provider answered.' },
  failed: { description: 'The provider was asked and did not answer usably.' },
  skipped: { description: 'The provider was not asked (switched off, not configured, or not needed).' },
};
export const ProviderOutcomeEnum = enumOf('ProviderOutcome', 'What happened to one provider call of a check.', PROVIDER_OUTCOMES);

@ObjectType({ description: 'One LED scale: 1-10 lit LEDs, more is worse; bands 1-4 green, 5-7 yellow, 8-10 red.' })
export class ScoreDetailType implements Score {
  @Field(() => Int, { description: 'LEDs lit, 1-10.' })
  score!: number;

  @Field(() => BandEnum, { description: 'Colour band of the score.' })
  band!: Band;

  @Field(() => String, { description: 'The score in words.' })
  label!: string;
}

@ObjectType({ description: 'The tone LED scale with the harm categories that drove it.' })
export class ToneDetailType implements Tone {
  @Field(() => Int, { description: 'LEDs lit, 1-10.' })
  score!: number;

  @Field(() => BandEnum, { description: 'Colour band of the score.' })
  band!: Band;

  @Field(() => String, { description: 'The score in words.' })
  label!: string;

  @Field(() => [ToneCategoryEnum], { description: 'Harm categories found in the text, strongest first; empty for calm text.' })
  categories!: ToneCategory[];
}

@ObjectType({ description: 'Something the reader should know, with how much it matters.' })
export class FactCheckWarningType implements Warning {
  @Field(() => SeverityEnum, { description: 'How much the warning matters.' })
  severity!: Severity;

  @Field(() => String, { description: 'The warning in words.' })
  message!: string;
}

@ObjectType({ description: 'A published fact-check behind the score, with how it relates to the checked text.' })
export class FactCheckSourceType implements Source {
  @Field(() => String, { description: 'Who published the fact-check.' })
  publisher!: string;

  @Field(() => String, { nullable: true, description: "Publisher's site (host without www)." })
  site!: string | null;

  @Field(() => String, { description: 'The claim as the fact-checker worded it, or the title.' })
  title!: string;

  @Field(() => String, { description: 'Link to the fact-check (http or https only); empty when no safe link is known.' })
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

  @Field(() => ClaimRelationEnum, { description: 'Whether the text makes the reviewed claim, its opposite, or a different claim.' })
  relation!: ClaimRelation;

  @Field(() => Float, { description: 'Confidence in `relation`, 0-1.' })
  relationConfidence!: number;

  @Field(() => String, { description: 'One plain sentence saying what this review means for the text.' })
  explanation!: string;
}

@ObjectType({ description: 'Whether a provider answered, failed or was not used.' })
export class ProviderStatusType implements Status {
  @Field(() => String, { description: 'Provider name.' })
  provider!: string;

  @Field(() => ProviderOutcomeEnum, { description: 'What happened to the call.' })
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

  @Field(() => ToneDetailType, { description: 'Tone LEDs (more is worse) and the harm categories behind them.' })
  tone!: Tone;

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

  @Field(() => String, {
    nullable: true,
    description: 'Language of the text, ISO 639-1 (e.g. "es"); "und" when too short or uncertain; null for checks stored before detection.',
  })
  language!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Set when the fact-check index holds no reviews in the text's language, saying so in one plain sentence; null otherwise.",
  })
  languageNotice!: string | null;
}

@ObjectType('FactCheck', { description: 'One fact-check a user ran, with its full typed result.' })
export class FactCheckRecordType implements FactCheckRecord {
  @Field(() => ID, { description: 'Stable uuid of the fact-check.' })
  id!: string;

  @Field(() => String, { description: 'The text that was checked.' })
  content!: string;

  @Field(() => String, { description: '"text" for a selection, "ocr" for a dragged region.' })
  contentType!: string;

  @Field(() => String, { nullable: true, description: 'Where the text was found (facebook, twitter, ..., other).' })
  platform!: string | null;

  @Field(() => Int, { nullable: true, description: 'Credibility 0-100 (false about 20, true about 80, unverified 50).' })
  credibilityScore!: number | null;

  @Field(() => Date, { description: 'When the check ran.' })
  createdAt!: Date;

  @Field(() => FactCheckResultType, {
    nullable: true,
    description: 'The whole result as the API answered it; null when the stored result cannot be read.',
  })
  result!: Result | null;

  /** Exposed by the resolver's `user` field. */
  user!: User | null;
}

@InputType({ description: 'Text to fact-check.' })
export class FactCheckInputType {
  @Field(() => String, { description: 'The text (at least minTextLength, at most maxContentLength characters).' })
  content!: string;

  @Field(() => String, {
    nullable: true,
    description: 'facebook, twitter, instagram, tiktok, linkedin, reddit, news, blog or other (default).',
  })
  platform?: string;

  @Field(() => String, { nullable: true, description: '"text" (default) or "ocr" when the text came from an image.' })
  contentType?: string;
}
