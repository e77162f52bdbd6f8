import { object, string, number, type InferType } from 'yup';
import {
  EMAIL_MAX,
  ISSUE_DESCRIPTION_MAX,
  ISSUE_DESCRIPTION_MIN,
  LINKEDIN_URL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  WHY_MAX,
  WHY_MIN,
  DRAG_RANGE,
  TEXT_LENGTH_RANGE,
} from './limits.js';

/** Validation messages, word for word as the product defines them (docs/api.md). */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  linkedin: (host: string) => `Please enter a valid LinkedIn URL containing '${host}'`,
  why: 'Please provide at least 10 characters explaining why you want to be an early adopter',
  issueType: 'Please select an issue type',
  issueDescription: 'Please provide at least 10 characters describing the issue',
  password: 'Password is required',
} as const;

export const LINKEDIN_HOST = 'linkedin.com';
export const ISSUE_TYPES = ['billing', 'support', 'feedback'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

/**
 * A practical email check (one @, a dot inside the domain, no spaces; yup's own regex accepts "a@b").
 * Written without a regular expression and after the length check, so it is linear in the input and
 * a 1 MB body costs microseconds (docs/adr/0026-linear-input-validation.md).
 */
export function isEmailAddress(value: string, max: number = EMAIL_MAX): boolean {
  if (value.length === 0 || value.length > max || /\s/u.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}

// WHATWG URL exists in every runtime this package runs in (browsers, Node); common has no DOM or Node typings.
declare const URL: new (input: string) => { protocol: string; hostname: string; username: string; password: string; port: string };

function parseUrl(value: string) {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An https URL whose host is linkedin.com or one of its subdomains, without credentials or a port. */
export function isLinkedInUrl(value: string): boolean {
  if (value.length > LINKEDIN_URL_MAX) return false;
  const url = parseUrl(value);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.port &&
    (host === LINKEDIN_HOST || host.endsWith(`.${LINKEDIN_HOST}`))
  );
}

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/**
 * A string field that refuses other types instead of coercing them: yup would call a value's own
 * `toString`, so `{"password":{"toString":1}}` threw a TypeError (docs/adr/0023-input-guards.md).
 */
function text(typeMessage: string) {
  const schema = string().typeError(typeMessage);
  // Runs before yup's own coercion: an object becomes a value that fails the type check.
  schema.transforms.unshift((v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof String) ? [v] : v));
  return schema;
}

// One test that checks the length before the shape: yup runs every test even after .max() failed.
const email = () =>
  text(MESSAGES.email)
    .transform(trimmed)
    .required(MESSAGES.email)
    .test('email', MESSAGES.email, (v) => v == null || isEmailAddress(v));

const optionalName = (label: string) =>
  text(`${label} must be text`)
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .optional();

export const earlyAccessSchema = object({
  email: email(),
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  linkedinUrl: text(MESSAGES.linkedin(LINKEDIN_HOST))
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .optional()
    .max(LINKEDIN_URL_MAX, `LinkedIn URL must be at most ${LINKEDIN_URL_MAX} characters`)
    .test('linkedin', MESSAGES.linkedin(LINKEDIN_HOST), (v) => !v || v.length > LINKEDIN_URL_MAX || isLinkedInUrl(v)),
  whyEarlyAdopter: text(MESSAGES.why)
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .required(MESSAGES.why)
    .min(WHY_MIN, MESSAGES.why)
    .max(WHY_MAX, `Please keep your answer under ${WHY_MAX} characters`),
});
export type EarlyAccessInput = InferType<typeof earlyAccessSchema>;

export const contactSchema = object({
  userEmail: email(),
  issueType: text(MESSAGES.issueType).required(MESSAGES.issueType).oneOf([...ISSUE_TYPES], MESSAGES.issueType),
  issueDescription: text(MESSAGES.issueDescription)
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .required(MESSAGES.issueDescription)
    .min(ISSUE_DESCRIPTION_MIN, MESSAGES.issueDescription)
    .max(ISSUE_DESCRIPTION_MAX, `Please keep the description under ${ISSUE_DESCRIPTION_MAX} characters`),
});
export type ContactInput = InferType<typeof contactSchema>;

export const loginSchema = object({
  email: email(),
  password: text(MESSAGES.password).required(MESSAGES.password).min(1, MESSAGES.password).max(PASSWORD_MAX, MESSAGES.password),
});
export type LoginInput = InferType<typeof loginSchema>;

const rangeMessage = (label: string, r: { min: number; max: number }) => `${label} must be an integer from ${r.min} to ${r.max}`;
export const extensionConfigSchema = object({
  minDragWidth: number()
    .typeError(rangeMessage('minDragWidth', DRAG_RANGE))
    .required(rangeMessage('minDragWidth', DRAG_RANGE))
    .integer(rangeMessage('minDragWidth', DRAG_RANGE))
    .min(DRAG_RANGE.min, rangeMessage('minDragWidth', DRAG_RANGE))
    .max(DRAG_RANGE.max, rangeMessage('minDragWidth', DRAG_RANGE)),
  minDragHeight: number()
    .typeError(rangeMessage('minDragHeight', DRAG_RANGE))
    .required(rangeMessage('minDragHeight', DRAG_RANGE))
    .integer(rangeMessage('minDragHeight', DRAG_RANGE))
    .min(DRAG_RANGE.min, rangeMessage('minDragHeight', DRAG_RANGE))
    .max(DRAG_RANGE.max, rangeMessage('minDragHeight', DRAG_RANGE)),
  minTextLength: number()
    .typeError(rangeMessage('minTextLength', TEXT_LENGTH_RANGE))
    .required(rangeMessage('minTextLength', TEXT_LENGTH_RANGE))
    .integer(rangeMessage('minTextLength', TEXT_LENGTH_RANGE))
    .min(TEXT_LENGTH_RANGE.min, rangeMessage('minTextLength', TEXT_LENGTH_RANGE))
    .max(TEXT_LENGTH_RANGE.max, rangeMessage('minTextLength', TEXT_LENGTH_RANGE)),
});
export type ExtensionConfigInput = InferType<typeof extensionConfigSchema>;
