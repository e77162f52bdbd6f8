
/**
 * Disputes of a verdict and how moderators resolve them (docs/adr/0070-disputes-and-moderation.md):
 * the reasons a user may give, the statuses a dispute goes through, the daily limit per user and
 * the shared validation schema (same habits as the contact form: trimmed text, clear messages,
 * maximum lengths, no control characters).
 */
export const DISPUTE_REASONS = ['wrong_match', 'outdated', 'misleading_tone', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  wrong_match: 'The fact-check is about a different claim',
  outdated: 'The fact-check is out of date',
  misleading_tone: 'The tone score is misleading',
  other: 'Something else',
};

/** open: waiting for a moderator; upheld: the result stands; corrected: a source was excluded or a review pinned; no_fact_check: no fact-check applies. */
export const DISPUTE_STATUSES = ['open', 'upheld', 'corrected', 'no_fact_check'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Under review',
  upheld: 'Reviewed: the result stands',
  corrected: 'Reviewed: the result was corrected',
  no_fact_check: 'Reviewed: no fact-check applies to this text',
};

/** Disputes one user may open per UTC day (moderators and admins included). */
export const DISPUTES_PER_DAY = 10;
/** Longest optional note, characters. */
export const DISPUTE_NOTE_MAX = 1000;
/** Longest search in the moderation queue's review search, characters. */
export const REVIEW_SEARCH_MAX = 300;

export const DISPUTE_MESSAGES = {
  reason: 'Please select a reason',
  note: `Please keep the note under ${DISPUTE_NOTE_MAX} characters`,
  noteType: 'The note must be text',
  control: 'The note must not contain control characters',
  limit: `You can report at most ${DISPUTES_PER_DAY} results a day. Please try again tomorrow.`,
  alreadyOpen: 'This result is already under review',
  notFound: 'Fact-check not found',
  disputeNotFound: 'Dispute not found',
  notOpen: 'This dispute has already been resolved',
  sourceNotFound: 'That source is not part of this result',
  reviewNotFound: 'Review not found',
  search: `Please enter between 2 and ${REVIEW_SEARCH_MAX} characters`,
} as const;

/** C0 controls except tab, line feed and carriage return; DEL and the C1 block. */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

/**
 * The same rules as `disputeSchema` (disputes-schema.ts) without yup, for the extension's content script (which must stay
 * small and carries no validation library): the first problem's message, or the cleaned input.
 */
export function checkDispute(input: { reason: unknown; note: unknown }): { ok: true; reason: DisputeReason; note: string | null } | { ok: false; message: string } {
  const { reason, note } = input;
  if (typeof reason !== 'string' || !(DISPUTE_REASONS as readonly string[]).includes(reason)) return { ok: false, message: DISPUTE_MESSAGES.reason };
  if (note !== null && note !== undefined && typeof note !== 'string' && typeof note !== 'number') return { ok: false, message: DISPUTE_MESSAGES.noteType };
  const trimmed = note === null || note === undefined ? '' : String(note).trim();
  if (trimmed.length > DISPUTE_NOTE_MAX) return { ok: false, message: DISPUTE_MESSAGES.note };
  if (hasControlCharacters(trimmed)) return { ok: false, message: DISPUTE_MESSAGES.control };
  return { ok: true, reason: reason as DisputeReason, note: trimmed || null };
}
