import type { EntityManager } from '@mikro-orm/postgresql';
import { contactSchema } from '@factlens/common';
import { rateLimited } from '../../errors.js';
import { hitRateLimit, retryAfterText } from '../rate-limit/rate-limit.service.js';
import type { User } from '../users/user.entity.js';
import { ApplicationIssue } from './application-issue.entity.js';

export const CONTACTS_PER_USER = 5;
export const CONTACT_WINDOW_SECONDS = 60 * 60;
export const CONTACT_THANKS = "Thank you for your feedback. We'll review and get back to you soon.";

/** Store a contact-form message from a signed-in user (rate-limited per user). */
export async function submitContact(em: EntityManager, user: User, input: unknown): Promise<ApplicationIssue> {
  const data = await contactSchema.validate(input, { abortEarly: true, stripUnknown: true });
  const hit = await hitRateLimit(em, `contact:user:${user.id}`, CONTACTS_PER_USER, CONTACT_WINDOW_SECONDS);
  if (!hit.allowed) throw rateLimited(`You have sent several messages recently. Please try again in ${retryAfterText(hit.resetAt)}.`);
  const issue = em.create(ApplicationIssue, {
    userEmail: data.userEmail.toLowerCase(),
    issueType: data.issueType,
    issueDescription: data.issueDescription,
  });
  await em.flush();
  return issue;
}
