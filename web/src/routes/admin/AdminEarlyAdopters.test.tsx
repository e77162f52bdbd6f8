import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DeleteApplicantDocument, EarlyAdoptersDocument, PromoteApplicantDocument } from '../../gql/graphql';
import { buildRespondent, buildUser, gqlError, pageInfo } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { api, server } from '../../test/server';

const grace = buildRespondent();
const linus = buildRespondent({
  id: '1b2c3d4e-0000-4000-8000-000000000002',
  email: 'linus@example.com',
  firstName: null,
  lastName: null,
  linkedinUrl: null,
  whyEarlyAdopter: null,
  authorizedUser: true,
  captchaVerified: true,
  generatedPassword: 'Xy7-long-generated-password',
});

const applicants = (nodes: ReturnType<typeof buildRespondent>[]) =>
  api.query(EarlyAdoptersDocument, () =>
    HttpResponse.json({
      data: { earlyAccessApplicants: { __typename: 'EarlyAccessRespondentConnection', totalCount: nodes.length, nodes, pageInfo } },
    }),
  );
afterEach(() => {
  jest.restoreAllMocks();
});

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('early adopters', () => {
  it("shows 'Loading applicants...' while loading", async () => {
    server.use(api.query(EarlyAdoptersDocument, () => new Promise(() => {})));
    renderRoute('/admin/early-adopters');
    expect(await screen.findByText('Loading applicants...')).toBeTruthy();
  });

  it("shows 'No early access applicants found.' when there are none", async () => {
    server.use(applicants([]));
    renderRoute('/admin/early-adopters');
    expect(await screen.findByText('No early access applicants found.')).toBeTruthy();
  });

  it('shows the load error', async () => {
    server.use(api.query(EarlyAdoptersDocument, () => HttpResponse.json(gqlError('Administrators only', 'FORBIDDEN'))));
    renderRoute('/admin/early-adopters');
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading applicants: Administrators only');
  });

  it('shows one card per applicant with every element of the applicant card', async () => {
    server.use(applicants([grace, linus]));
    const { user } = renderRoute('/admin/early-adopters');
    await screen.findByRole('region', { name: 'Grace Hopper' });
    const g = card('Grace Hopper');
    expect(g.getByText('Not authorized')).toBeTruthy();
    expect(g.getByText('Not verified')).toBeTruthy();
    expect(g.getByRole('link', { name: 'https://www.linkedin.com/in/grace' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/grace',
    );
    expect(g.getByText('Aug 22, 2025')).toBeTruthy();
    expect(g.getByRole('heading', { name: 'Why Early Adopter?' })).toBeTruthy();
    expect(g.getByText('I debug misinformation for a living.')).toBeTruthy();
    expect(g.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('mailto:grace@example.com');
    expect(g.getByRole('button', { name: 'Promote to User' }).hasAttribute('disabled')).toBe(false);
    const reviewed = g.getByRole('checkbox', { name: 'Reviewed' }) as HTMLInputElement;
    await user.click(reviewed);
    expect(reviewed.checked).toBe(true);

    const l = card('linus@example.com');
    expect(l.getByText('Authorized')).toBeTruthy();
    expect(l.getByText('Verified')).toBeTruthy();
    expect(l.getByText('Not provided')).toBeTruthy();
    expect(l.getByText('No reason provided')).toBeTruthy();
    expect(l.getByRole('button', { name: 'Already Promoted' }).hasAttribute('disabled')).toBe(true);
    expect(l.getByLabelText('Generated password').textContent).toBe('Xy7-long-generated-password');
  });

  it("promotes: toasts 'User promoted successfully' with the password and turns the card to 'Already Promoted'", async () => {
    server.use(
      applicants([grace]),
      api.mutation(PromoteApplicantDocument, () =>
        HttpResponse.json({
          data: {
            promoteApplicant: {
              __typename: 'PromotionResult',
              outcome: 'CREATED',
              message: 'Account created with a generated password.',
              generatedPassword: 'N3w-Pa55word-for-grace',
              respondent: { ...grace, authorizedUser: true, generatedPassword: 'N3w-Pa55word-for-grace' },
              user: buildUser({ email: grace.email, role: 'early_access' }),
            },
          },
        }),
      ),
    );
    const { user } = renderRoute('/admin/early-adopters');
    await user.click(await screen.findByRole('button', { name: 'Promote to User' }));
    expect(await screen.findByText('User promoted successfully')).toBeTruthy();
    expect(screen.getByText('Generated password: N3w-Pa55word-for-grace')).toBeTruthy();
    const g = card('Grace Hopper');
    expect(g.getByRole('button', { name: 'Already Promoted' }).hasAttribute('disabled')).toBe(true);
    expect(g.getByLabelText('Generated password').textContent).toBe('N3w-Pa55word-for-grace');
    expect(g.getByRole('status').textContent).toBe(
      'New account created with a generated password. Pass it on: they must change it at first sign-in.',
    );
  });

  it.each([
    ['UPGRADED', 'User promoted successfully', 'Existing free account upgraded to Early Access. Their password was not changed.'],
    ['ALREADY_MEMBER', 'Already a member', 'Already a member (Early Access or higher). Nothing was changed.'],
  ] as const)('an existing account (%s): says so in plain words and shows no password', async (outcome, title, text) => {
    server.use(
      applicants([grace]),
      api.mutation(PromoteApplicantDocument, () =>
        HttpResponse.json({
          data: {
            promoteApplicant: {
              __typename: 'PromotionResult',
              outcome,
              message: 'server text',
              generatedPassword: null,
              respondent: { ...grace, authorizedUser: true, generatedPassword: null },
              user: buildUser({ email: grace.email, role: outcome === 'UPGRADED' ? 'early_access' : 'admin' }),
            },
          },
        }),
      ),
    );
    const { user } = renderRoute('/admin/early-adopters');
    await user.click(await screen.findByRole('button', { name: 'Promote to User' }));
    expect(await screen.findByText(title)).toBeTruthy();
    const g = card('Grace Hopper');
    await waitFor(() => expect(g.getByRole('status').textContent).toBe(text));
    expect(g.queryByLabelText('Generated password')).toBeNull();
    expect(screen.queryByText(/Generated password:/)).toBeNull();
    expect(g.getByRole('button', { name: 'Already Promoted' }).hasAttribute('disabled')).toBe(true);
  });

  it('deletes an applicant after a confirmation; the card leaves the list', async () => {
    let deleted: unknown;
    server.use(
      applicants([grace, linus]),
      api.mutation(DeleteApplicantDocument, ({ variables }) => {
        deleted = variables.respondentId;
        return HttpResponse.json({ data: { deleteApplicant: { __typename: 'DeleteApplicantResult', id: grace.id, remainingSlots: 24 } } });
      }),
    );
    const { user } = renderRoute('/admin/early-adopters');
    await screen.findByRole('region', { name: 'Grace Hopper' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Early Adopters (2)');
    await user.click(card('Grace Hopper').getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/grace@example.com will be removed from the early access list/)).toBeTruthy();
    // Cancel keeps it.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBeUndefined();
    await user.click(card('Grace Hopper').getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete applicant' }));
    expect(await screen.findByText('Applicant deleted')).toBeTruthy();
    expect(deleted).toBe(grace.id);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Grace Hopper' })).toBeNull());
    expect(screen.getByRole('region', { name: 'linus@example.com' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Early Adopters (1)');
  });

  it("a failed delete toasts 'Delete failed' and keeps the card", async () => {
    server.use(
      applicants([grace]),
      api.mutation(DeleteApplicantDocument, () => HttpResponse.json(gqlError('Applicant not found', 'NOT_FOUND'))),
    );
    const { user } = renderRoute('/admin/early-adopters');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete applicant' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.getByText('Applicant not found')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Grace Hopper' })).toBeTruthy();
  });

  it("toasts 'Promotion failed' with the server's message, or 'Failed to promote user'", async () => {
    server.use(
      applicants([grace]),
      api.mutation(PromoteApplicantDocument, () => HttpResponse.json(gqlError('Already promoted', 'CONFLICT'))),
    );
    const { user } = renderRoute('/admin/early-adopters');
    await user.click(await screen.findByRole('button', { name: 'Promote to User' }));
    expect(await screen.findByText('Promotion failed')).toBeTruthy();
    expect(screen.getByText('Already promoted')).toBeTruthy();
    server.use(api.mutation(PromoteApplicantDocument, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Promote to User' }));
    expect(await screen.findByText('Failed to promote user')).toBeTruthy();
  });

  it("copies the password: 'Copied' for 2 s and a 'Password copied' toast", async () => {
    server.use(applicants([linus]));
    const { user } = renderRoute('/admin/early-adopters');
    const copy = await screen.findByRole('button', { name: 'Copy' });
    const write = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(copy);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await screen.findByText('Password copied')).toBeTruthy();
    expect(write).toHaveBeenCalledWith('Xy7-long-generated-password');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy(), { timeout: 3000 });
  });

  it("toasts 'Copy failed' when the clipboard refuses", async () => {
    server.use(applicants([linus]));
    const { user } = renderRoute('/admin/early-adopters');
    const copy = await screen.findByRole('button', { name: 'Copy' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(copy);
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
