import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { VERDICTS, type Verdict } from '@factlens/common';
import { createdAtProp, newId, uuidPk } from '../../db/base.js';

export const CLAIM_URL_MAX = 2048;
export const CLAIM_TEXT_MAX = 5000;

/**
 * One published fact-check (schema.org ClaimReview) in the local index. Rows are written by the
 * ingestion path (raw upserts by URL) and read by the local search provider (raw SQL over the
 * full-text and trigram indexes); the entity exists so the schema and its migrations are generated.
 *
 * Requires the pg_trgm extension, which the migration creates (MikroORM cannot express it).
 */
@Entity({ tableName: 'claim_reviews' })
@Index({
  name: 'claim_reviews_search_vector_index',
  expression: 'create index "claim_reviews_search_vector_index" on "claim_reviews" using gin ("search_vector")',
})
@Index({
  name: 'claim_reviews_claim_text_trgm_index',
  expression: 'create index "claim_reviews_claim_text_trgm_index" on "claim_reviews" using gin ("claim_text" gin_trgm_ops)',
})
export class ClaimReview {
  [OptionalProps]?: 'verdict' | 'createdAt' | 'updatedAt' | 'searchVector';

  @PrimaryKey(uuidPk)
  id: string = newId();

  /** The claim as the fact-checker worded it (schema.org claimReviewed). */
  @Property({ type: 'text' })
  claimText!: string;

  @Property({ type: 'string', length: 512, nullable: true })
  claimant?: string | null;

  /** YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true })
  claimDate?: string | null;

  @Property({ type: 'string', length: 255 })
  publisherName!: string;

  /** Host without www, e.g. "politifact.com". */
  @Property({ type: 'string', length: 255, nullable: true })
  publisherSite?: string | null;

  /** The fact-check article; what re-ingestion upserts by. */
  @Property({ type: 'string', length: CLAIM_URL_MAX, unique: true })
  url!: string;

  /** YYYY-MM-DD. */
  @Property({ type: 'date', nullable: true })
  @Index()
  reviewDate?: string | null;

  /** The publisher's own rating words, e.g. "Pants on Fire". */
  @Property({ type: 'text', default: '' })
  textualRating: string = '';

  /** The rating normalised by normalizeRating(). */
  @Enum({ items: [...VERDICTS], default: 'unrated' })
  @Index()
  verdict: Verdict = 'unrated';

  @Property({ type: 'decimal', runtimeType: 'number', columnType: 'numeric', nullable: true })
  ratingValue?: number | null;

  @Property({ type: 'decimal', runtimeType: 'number', columnType: 'numeric', nullable: true })
  bestRating?: number | null;

  @Property({ type: 'decimal', runtimeType: 'number', columnType: 'numeric', nullable: true })
  worstRating?: number | null;

  /** BCP-47, e.g. "en". */
  @Property({ type: 'string', length: 16, nullable: true })
  languageCode?: string | null;

  /** Where the row came from, e.g. "VERITAS corpus v2.1 (github.com/lucas0/VeritasCorpus @444b5264)". */
  @Property({ type: 'string', length: 255, nullable: true })
  source?: string | null;

  /** Licence of the source data (SPDX id where there is one), e.g. "CC-BY-NC-SA-4.0". */
  @Property({ type: 'string', length: 255, nullable: true })
  license?: string | null;

  /** Stemmed English lexemes of claimText, kept by PostgreSQL; never written by the application. */
  @Property({
    type: 'unknown',
    columnType: 'tsvector',
    generated: "(to_tsvector('english', claim_text)) stored",
    lazy: true,
    hidden: true,
    nullable: true,
  })
  searchVector?: unknown;

  @Property({ ...createdAtProp })
  createdAt: Date = new Date();

  @Property({ ...createdAtProp, onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
