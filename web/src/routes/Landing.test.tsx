import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES } from '@factlens/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { EarlyAccessSlotsDocument, JoinEarlyAccessDocument } from '../gql/graphql';
import { renderRoute } from '../test/render';
import { api, server } from '../test/server';

const slots = (remainingSlots: number, captchaRequired = false) =>
  api.query(EarlyAccessSlotsDocument, () =>
    HttpResponse.json({ data: { earlyAccessSlots: { __typename: 'EarlyAccessSlots', remainingSlots, totalSlots: 25, captchaRequired } } }),
  );

describe('landing page', () => {
  it('shows the hero, Sign In and the footer links', async () => {
    server.use(slots(12));
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Stop Misinformation Before It Spreads' })).toBeTruthy();
    expect(screen.getByText(/intelligent browser extension that quickly fact-checks online content/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByText(/© 2025/)).toBeTruthy();
  });

  it("shows '...' while loading, then the remaining slots after the struck-through 25", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      api.query(EarlyAccessSlotsDocument, async () => {
        await gate;
        return HttpResponse.json({
          data: { earlyAccessSlots: { __typename: 'EarlyAccessSlots', remainingSlots: 12, totalSlots: 25, captchaRequired: false } },
        });
      }),
    );
    renderRoute('/');
    const count = await screen.findByTestId('remaining-slots');
    expect(count.textContent).toBe('...');
    release();
    await waitFor(() => expect(screen.getByTestId('remaining-slots').textContent).toBe('12'));
    const struck = count.parentElement?.querySelector('del');
    expect(struck?.textContent).toBe('25');
  });

  it.each([
    [25, 'Early access is limited to 25 25 slots, none taken yet'],
    [12, 'Early access is limited to 25 12 remaining slots'],
    [1, 'Early access is limited to 25 1 remaining slot'],
    [0, 'Early access is limited to 25 0 remaining slots: all taken'],
  ])('words the slots line naturally when %i remain', async (remaining, text) => {
    server.use(slots(remaining));
    renderRoute('/');
    await waitFor(() => expect(screen.getByTestId('remaining-slots').textContent).toBe(String(remaining)));
    const line = screen.getByTestId('remaining-slots').parentElement!;
    expect(line.textContent?.replace(/\s+/g, ' ').trim()).toBe(text);
    expect(line.querySelector('del')?.textContent).toBe('25');
  });

  it("keeps '...' and says 'Failed to fetch slots' when the load fails", async () => {
    server.use(api.query(EarlyAccessSlotsDocument, () => HttpResponse.json({ errors: [{ message: 'boom' }] })));
    renderRoute('/');
    expect(await screen.findByText('Failed to fetch slots')).toBeTruthy();
    expect(screen.getByTestId('remaining-slots').textContent).toBe('...');
  });
});

describe('early access modal', () => {
  async function openModal() {
    const view = renderRoute('/');
    await view.user.click(await screen.findByRole('button', { name: 'Join Early Access' }));
    const dialog = await screen.findByRole('dialog');
    return { ...view, dialog };
  }

  it('shows the fields, the privacy notice and the validation messages of ADR 0015', async () => {
    server.use(slots(12));
    const { user, dialog } = await openModal();
    const d = within(dialog);
    expect(d.getByLabelText(/First name/)).toBeTruthy();
    expect(d.getByLabelText(/Last name/)).toBeTruthy();
    expect(d.getByLabelText(/LinkedIn profile/)).toBeTruthy();
    expect(d.getByText(/will not sell your information or use it for anything except validating your acceptance/)).toBeTruthy();
    expect(d.getByText(/members will not be charged/)).toBeTruthy();

    await user.type(d.getByLabelText(/LinkedIn profile/), 'https://example.com/me');
    await user.type(d.getByLabelText(/Why do you want to be an early adopter/), 'short');
    await user.click(d.getByRole('button', { name: 'Sign me up!' }));
    expect(await d.findByText('Please enter a valid email address')).toBeTruthy();
    expect(d.getByText("Please enter a valid LinkedIn URL containing 'linkedin.com'")).toBeTruthy();
    expect(d.getByText('Please provide at least 10 characters explaining why you want to be an early adopter')).toBeTruthy();
  });

  it("submits, reads 'Submitting...', thanks the visitor, refetches the slots and resets on close", async () => {
    let remaining = 12;
    let input: unknown;
    server.use(
      api.query(EarlyAccessSlotsDocument, () =>
        HttpResponse.json({
          data: { earlyAccessSlots: { __typename: 'EarlyAccessSlots', remainingSlots: remaining, totalSlots: 25, captchaRequired: false } },
        }),
      ),
      api.mutation(JoinEarlyAccessDocument, async ({ variables }) => {
        input = variables.input;
        remaining = 11;
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({
          data: { joinEarlyAccess: { __typename: 'JoinEarlyAccessResult', message: 'ok', remainingSlots: 11 } },
        });
      }),
    );
    const { user, dialog } = await openModal();
    await waitFor(() => expect(screen.getByTestId('remaining-slots').textContent).toBe('12'));
    const d = within(dialog);
    await user.type(d.getByLabelText(/Email/), '  Ada@Example.com ');
    await user.type(d.getByLabelText(/Why do you want to be an early adopter/), 'I review claims every day.');
    await user.click(d.getByRole('button', { name: 'Sign me up!' }));
    expect(await d.findByRole('button', { name: 'Submitting...' })).toBeTruthy();
    expect(await d.findByText('Thank You!')).toBeTruthy();
    expect(d.getByText("You've been added to our early access list. We'll be in touch soon!")).toBeTruthy();
    expect(input).toEqual({
      email: 'Ada@Example.com',
      whyEarlyAdopter: 'I review claims every day.',
      firstName: null,
      lastName: null,
      linkedinUrl: null,
      altcha: null,
    });
    await waitFor(() => expect(screen.getByTestId('remaining-slots').textContent).toBe('11'));

    await user.click(d.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Join Early Access' }));
    const reopened = within(await screen.findByRole('dialog'));
    expect(reopened.queryByText('Thank You!')).toBeNull();
    expect((reopened.getByLabelText(/Email/) as HTMLInputElement).value).toBe('');
  });

  it("shows a destructive 'Error' toast with the server's message when sign-up fails", async () => {
    server.use(
      slots(3),
      api.mutation(JoinEarlyAccessDocument, () =>
        HttpResponse.json({
          errors: [{ message: 'This email is already on the list', extensions: { code: 'CONFLICT' } }],
          data: null,
        }),
      ),
    );
    const { user, dialog } = await openModal();
    const d = within(dialog);
    await user.type(d.getByLabelText(/Email/), 'ada@example.com');
    await user.type(d.getByLabelText(/Why do you want to be an early adopter/), 'I review claims every day.');
    await user.click(d.getByRole('button', { name: 'Sign me up!' }));
    expect(await screen.findByText('This email is already on the list')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(d.getByRole('button', { name: 'Sign me up!' })).toBeTruthy();
  });
});

describe('ALTCHA check on the early access modal', () => {
  it('shows the widget when the CAPTCHA is on, refuses to submit until it is solved, then sends its payload', async () => {
    let input: Record<string, unknown> | undefined;
    server.use(
      slots(12, true),
      api.mutation(JoinEarlyAccessDocument, ({ variables }) => {
        input = variables.input as Record<string, unknown>;
        return HttpResponse.json({ data: { joinEarlyAccess: { __typename: 'JoinEarlyAccessResult', message: 'ok', remainingSlots: 11 } } });
      }),
    );
    const view = renderRoute('/');
    await waitFor(() => expect(screen.getByTestId('remaining-slots').textContent).toBe('12'));
    await view.user.click(screen.getByRole('button', { name: 'Join Early Access' }));
    const dialog = await screen.findByRole('dialog');
    const d = within(dialog);
    const widget = dialog.querySelector('altcha-widget');
    expect(widget?.getAttribute('challenge')).toBe('/api/altcha/challenge');
    await view.user.type(d.getByLabelText(/Email/), 'ada@example.com');
    await view.user.type(d.getByLabelText(/Why do you want to be an early adopter/), 'I review claims every day.');
    await view.user.click(d.getByRole('button', { name: 'Sign me up!' }));
    expect(await d.findByText(ACCOUNT_MESSAGES.captchaMissing)).toBeTruthy();
    expect(input).toBeUndefined();

    // The web component reports a solved challenge through its statechange event.
    fireEvent(widget!, new CustomEvent('statechange', { detail: { state: 'verified', payload: 'eyJwYXlsb2FkIjp0cnVlfQ==' } }));
    await waitFor(() => expect(d.queryByText(ACCOUNT_MESSAGES.captchaMissing)).toBeNull());
    await view.user.click(d.getByRole('button', { name: 'Sign me up!' }));
    expect(await d.findByText('Thank You!')).toBeTruthy();
    expect(input?.altcha).toBe('eyJwYXlsb2FkIjp0cnVlfQ==');
  });

  it('an expired solution (statechange to expired) is dropped', async () => {
    server.use(slots(12, true));
    const view = renderRoute('/');
    await waitFor(() => expect(screen.getByTestId('remaining-slots').textContent).toBe('12'));
    await view.user.click(screen.getByRole('button', { name: 'Join Early Access' }));
    const dialog = await screen.findByRole('dialog');
    const d = within(dialog);
    const widget = dialog.querySelector('altcha-widget')!;
    fireEvent(widget, new CustomEvent('statechange', { detail: { state: 'verified', payload: 'abc' } }));
    fireEvent(widget, new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }));
    await view.user.type(d.getByLabelText(/Email/), 'ada@example.com');
    await view.user.type(d.getByLabelText(/Why do you want to be an early adopter/), 'I review claims every day.');
    await view.user.click(d.getByRole('button', { name: 'Sign me up!' }));
    expect(await d.findByText(ACCOUNT_MESSAGES.captchaMissing)).toBeTruthy();
  });

  it('shows no widget when an admin switched the CAPTCHA off', async () => {
    server.use(slots(12, false));
    const view = renderRoute('/');
    await waitFor(() => expect(screen.getByTestId('remaining-slots').textContent).toBe('12'));
    await view.user.click(screen.getByRole('button', { name: 'Join Early Access' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('altcha-widget')).toBeNull();
  });
});

describe('maintenance banner', () => {
  it("shows the server's 503 message across the app", async () => {
    server.use(
      api.query(EarlyAccessSlotsDocument, () =>
        HttpResponse.json({
          errors: [{ message: 'FactLens is down for maintenance', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
          data: null,
        }),
      ),
    );
    renderRoute('/');
    expect((await screen.findByRole('alert')).textContent).toBe('FactLens is down for maintenance');
    expect(screen.getByText('Failed to fetch slots')).toBeTruthy();
  });
});
