import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { EARLY_ACCESS_TOTAL_SLOTS, PROMOTION_MESSAGES, earlyAccessSchema, type PromotionOutcome, type SiteSettings } from '@factlens/common';
import { conflict, forbidden, notFound, rateLimited } from '../../errors.js';
import { clampFirst, decodeCursor, encodeCursor, toPage, type Page } from '../../db/pagination.js';
import { generatePassword } from '../auth/password.js';
import { normaliseEmail } from '../auth/auth.service.js';
import { clientNetworkKey, hitRateLimit, retryAfterText } from '../rate-limit/rate-limit.service.js';
import { dailyLimitFor } from '../settings/settings.service.js';
import { hashPassword } from '../auth/password.js';
import { User } from '../users/user.entity.js';
import { verifyCaptcha } from './captcha.service.js';
import { EarlyAccessRespondent } from './respondent.entity.js';

export const SIGNUPS_PER_IP = 5;
export const SIGNUP_WINDOW_SECONDS = 60 * 60;
export const MESSAGES = {
  joined: "You've been added to our early access list. We'll be in touch soon!",
  duplicate: 'This email is already on the early access list.',
  closed: 'Early access registration is currently closed.',
  full: 'Sorry, all early access slots have been taken.',
  alreadyPromoted: 'This applicant has already been promoted.',
} as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Serialises sign-ups so concurrent requests cannot take more slots than there are.
const SIGNUP_LOCK = 727_001;

export async function remainingSlots(em: EntityManager): Promise<number> {
  const taken = await em.count(EarlyAccessRespondent, {});
  return Math.max(0, EARLY_ACCESS_TOTAL_SLOTS - taken);
}

export async function joinEarlyAccess(
  em: EntityManager,
  input: unknown,
  ctx: { ip: string | null; settings: SiteSettings },
): Promise<{ message: string; remainingSlots: number; respondent: EarlyAccessRespondent }> {
  if (!ctx.settings.registrationOpen) throw forbidden(MESSAGES.closed);
  // GraphQL sends an empty optional field (firstName, lastName, linkedinUrl) as null; the yup schema takes it as absent.
  const fields = Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== null));
  // The ALTCHA widget's payload travels beside the form fields (docs/adr/0031-altcha-proof-of-work-captcha.md).
  const captchaPayload = (fields as Record<string, unknown>).altcha;
  const data = await earlyAccessSchema.validate(fields, { abortEarly: true, stripUnknown: true });
  if (ctx.ip) {
    const hit = await hitRateLimit(em, `signup:ip:${clientNetworkKey(ctx.ip)}`, SIGNUPS_PER_IP, SIGNUP_WINDOW_SECONDS);
    if (!hit.allowed) throw rateLimited(`Too many sign-ups from your network. Please try again in ${retryAfterText(hit.resetAt)}.`);
  }
  const email = normaliseEmail(data.email);
  return em.transactional(async (tem) => {
    if (ctx.settings.captchaEnabled) await verifyCaptcha(tem, captchaPayload);
    await tem.execute('select pg_advisory_xact_lock(?)', [SIGNUP_LOCK]);
    if (await tem.count(EarlyAccessRespondent, { email })) throw conflict(MESSAGES.duplicate);
    const taken = await tem.count(EarlyAccessRespondent, {});
    if (taken >= EARLY_ACCESS_TOTAL_SLOTS) throw conflict(MESSAGES.full);
    const respondent = tem.create(EarlyAccessRespondent, {
      email,
      firstName: data.firstName || null,
      lastName: data.lastName || null,
      linkedinUrl: data.linkedinUrl || null,
      whyEarlyAdopter: data.whyEarlyAdopter,
      captchaVerified: ctx.settings.captchaEnabled,
    });
    await tem.flush();
    return { message: MESSAGES.joined, remainingSlots: Math.max(0, EARLY_ACCESS_TOTAL_SLOTS - taken - 1), respondent };
  });
}

export async function listApplicants(em: EntityManager, f: { first?: number | null; after?: string | null }): Promise<Page<EarlyAccessRespondent>> {
  const limit = clampFirst(f.first, 100, 200);
  const where = f.after
    ? (() => {
        const { at, id } = decodeCursor(f.after!);
        return { $or: [{ signupDate: { $lt: at } }, { signupDate: at, id: { $lt: id } }] };
      })()
    : {};
  const [rows, total] = await Promise.all([
    em.find(EarlyAccessRespondent, where, { orderBy: { signupDate: 'desc', id: 'desc' }, limit: limit + 1 }),
    em.count(EarlyAccessRespondent, {}),
  ]);
  return toPage(rows, limit, total, (r) => encodeCursor(r.signupDate, r.id));
}

/** What a promotion did; `generatedPassword` is set only for a CREATED account. */
export interface PromotionResult {
  outcome: PromotionOutcome;
  message: string;
  respondent: EarlyAccessRespondent;
  user: User;
  generatedPassword: string | null;
}

/**
 * Promote an applicant (docs/adr/0030-promotion-never-touches-existing-accounts.md). In one transaction,
 * with the respondent row locked:
 * - no account with that email: create it as early_access with a generated password the member must
 *   change at first sign-in (CREATED);
 * - a free user: raise the role to early_access, nothing else (UPGRADED; password and sessions untouched);
 * - early_access, moderator or admin: change nothing on the account (ALREADY_MEMBER).
 * In every case the applicant is marked authorised; a second promotion is refused without side effects.
 */
export async function promoteApplicant(em: EntityManager, respondentId: string, settings: SiteSettings): Promise<PromotionResult> {
  if (!UUID.test(respondentId)) throw notFound('Applicant not found');
  return em.transactional(async (tem) => {
    const respondent = await tem.findOne(EarlyAccessRespondent, { id: respondentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!respondent) throw notFound('Applicant not found');
    if (respondent.authorizedUser) throw conflict(MESSAGES.alreadyPromoted);
    const existing = await tem.findOne(User, { email: respondent.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    let outcome: PromotionOutcome;
    let user: User;
    let generatedPassword: string | null = null;
    if (!existing) {
      generatedPassword = generatePassword();
      user = tem.create(User, {
        email: respondent.email,
        password: await hashPassword(generatedPassword),
        role: 'early_access',
        mustChangePassword: true,
        firstName: respondent.firstName ?? null,
        lastName: respondent.lastName ?? null,
      });
      user.dailyLimit = dailyLimitFor('early_access', settings);
      outcome = 'CREATED';
    } else if (existing.role === 'free') {
      existing.role = 'early_access';
      existing.dailyLimit = dailyLimitFor('early_access', settings);
      user = existing;
      outcome = 'UPGRADED';
    } else {
      user = existing;
      outcome = 'ALREADY_MEMBER';
    }
    respondent.authorizedUser = true;
    respondent.authorizedDate = new Date();
    respondent.generatedPassword = generatedPassword;
    await tem.flush();
    return { outcome, message: PROMOTION_MESSAGES[outcome], respondent, user, generatedPassword };
  });
}

/** Delete an applicant (admins): the place it held becomes free again. The account of a promoted applicant stays. */
export async function deleteApplicant(em: EntityManager, respondentId: string): Promise<{ remainingSlots: number }> {
  if (!UUID.test(respondentId)) throw notFound('Applicant not found');
  const deleted = await em.nativeDelete(EarlyAccessRespondent, { id: respondentId });
  if (!deleted) throw notFound('Applicant not found');
  return { remainingSlots: await remainingSlots(em) };
}
