import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { EARLY_ACCESS_TOTAL_SLOTS, earlyAccessSchema, type SiteSettings } from '@factlens/common';
import { conflict, forbidden, notFound, rateLimited } from '../../errors.js';
import { clampFirst, decodeCursor, encodeCursor, toPage, type Page } from '../../graphql/connection.js';
import { generatePassword } from '../auth/password.js';
import { normaliseEmail } from '../auth/auth.service.js';
import { hitRateLimit, retryAfterText } from '../rate-limit/rate-limit.service.js';
import { upsertUser } from '../users/users.service.js';
import { User } from '../users/user.entity.js';
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
  const data = await earlyAccessSchema.validate(fields, { abortEarly: true, stripUnknown: true });
  if (ctx.ip) {
    const hit = await hitRateLimit(em, `signup:ip:${ctx.ip}`, SIGNUPS_PER_IP, SIGNUP_WINDOW_SECONDS);
    if (!hit.allowed) throw rateLimited(`Too many sign-ups from your network. Please try again in ${retryAfterText(hit.resetAt)}.`);
  }
  const email = normaliseEmail(data.email);
  return em.transactional(async (tem) => {
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

/**
 * Promote an applicant (DESIGN.md section 3): in one transaction, lock the respondent row, create the
 * user as early_access (or upgrade a free user; moderators and admins keep their role), set a generated
 * password, and mark the respondent authorised. A second promotion is refused without side effects.
 */
export async function promoteApplicant(
  em: EntityManager,
  respondentId: string,
  settings: SiteSettings,
): Promise<{ respondent: EarlyAccessRespondent; user: User; generatedPassword: string }> {
  if (!/^[0-9a-f-]{36}$/i.test(respondentId)) throw notFound('Applicant not found');
  return em.transactional(async (tem) => {
    const respondent = await tem.findOne(EarlyAccessRespondent, { id: respondentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!respondent) throw notFound('Applicant not found');
    if (respondent.authorizedUser) throw conflict(MESSAGES.alreadyPromoted);
    const generatedPassword = generatePassword();
    const existing = await tem.findOne(User, { email: respondent.email });
    const role = existing && existing.role !== 'free' ? existing.role : 'early_access';
    const { user } = await upsertUser(tem, {
      email: respondent.email,
      password: generatedPassword,
      role,
      settings,
      firstName: respondent.firstName,
      lastName: respondent.lastName,
    });
    respondent.authorizedUser = true;
    respondent.authorizedDate = new Date();
    respondent.generatedPassword = generatedPassword;
    await tem.flush();
    return { respondent, user, generatedPassword };
  });
}
