import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { EarlyAdoptersDocument, PromoteApplicantDocument } from '../../gql/graphql';
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

  it('shows one card per applicant with every element of the spec', async () => {
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
