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

/** Validation messages, word for word from spec section 5. */
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

// A practical email check (one @, a dot in the domain, no spaces); yup's own regex accepts "a@b".
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = () =>
  string()
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .required(MESSAGES.email)
    .max(EMAIL_MAX, MESSAGES.email)
    .matches(EMAIL_RE, MESSAGES.email);

const optionalName = (label: string) =>
  string()
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`)
    .optional();

export const earlyAccessSchema = object({
  email: email(),
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
  linkedinUrl: string()
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .optional()
    .max(LINKEDIN_URL_MAX, `LinkedIn URL must be at most ${LINKEDIN_URL_MAX} characters`)
    .test('linkedin', MESSAGES.linkedin(LINKEDIN_HOST), (v) => !v || v.toLowerCase().includes(LINKEDIN_HOST)),
  whyEarlyAdopter: string()
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .required(MESSAGES.why)
    .min(WHY_MIN, MESSAGES.why)
    .max(WHY_MAX, `Please keep your answer under ${WHY_MAX} characters`),
});
export type EarlyAccessInput = InferType<typeof earlyAccessSchema>;

export const contactSchema = object({
  userEmail: email(),
  issueType: string().required(MESSAGES.issueType).oneOf([...ISSUE_TYPES], MESSAGES.issueType),
  issueDescription: string()
    .transform((v) => (typeof v === 'string' ? v.trim() : v))
    .required(MESSAGES.issueDescription)
    .min(ISSUE_DESCRIPTION_MIN, MESSAGES.issueDescription)
    .max(ISSUE_DESCRIPTION_MAX, `Please keep the description under ${ISSUE_DESCRIPTION_MAX} characters`),
});
export type ContactInput = InferType<typeof contactSchema>;

export const loginSchema = object({
  email: email(),
  password: string().required(MESSAGES.password).min(1, MESSAGES.password).max(PASSWORD_MAX, MESSAGES.password),
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
