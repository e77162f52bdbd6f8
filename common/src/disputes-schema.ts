// The yup schema of a dispute, apart from disputes.ts so the extension's content script, which
// validates with checkDispute, does not bundle yup.
import { object, string, type InferType } from 'yup';
import { DISPUTE_MESSAGES, DISPUTE_NOTE_MAX, DISPUTE_REASONS, hasControlCharacters } from './disputes.js';

const asText = (message: string) => {
  const schema = string().typeError(message);
  // An object is refused rather than coerced through its own toString (docs/adr/0023-input-guards.md).
  schema.transforms.unshift((v: unknown) => (v !== null && typeof v === 'object' && !(v instanceof String) ? [v] : v));
  return schema;
};

export const disputeSchema = object({
  reason: asText(DISPUTE_MESSAGES.reason)
    .required(DISPUTE_MESSAGES.reason)
    .oneOf([...DISPUTE_REASONS], DISPUTE_MESSAGES.reason),
  note: asText(DISPUTE_MESSAGES.noteType)
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .nullable()
    .optional()
    .max(DISPUTE_NOTE_MAX, DISPUTE_MESSAGES.note)
    .test('control', DISPUTE_MESSAGES.control, (v) => v == null || hasControlCharacters(v) === false),
});
export type DisputeInput = InferType<typeof disputeSchema>;
