import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SETTINGS } from '@factlens/common';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { SiteSettingsDocument, UpdateSiteSettingDocument } from '../../gql/graphql';
import { gqlError } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { api, server } from '../../test/server';

const saved = { __typename: 'SiteSettings' as const, id: 'site', ...DEFAULT_SETTINGS, maintenanceMode: false, dailyRateLimitFree: 12 };
const loadSettings = api.query(SiteSettingsDocument, () => HttpResponse.json({ data: { siteSettings: saved } }));
const switchFor = (name: string) => screen.findByRole('switch', { name });

describe('site controls', () => {
  it('shows the default settings, disabled, before the settings load', async () => {
    server.use(api.query(SiteSettingsDocument, () => new Promise(() => {})));
    renderRoute('/admin/settings');
    const maintenance = await switchFor('Maintenance mode');
    expect(maintenance.getAttribute('aria-checked')).toBe('false');
    expect((await switchFor('Site enabled')).getAttribute('aria-checked')).toBe('true');
    expect(maintenance.hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('Daily limit: free users') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Daily limit: early access') as HTMLInputElement).value).toBe('50');
    expect((screen.getByLabelText('Daily limit: moderators') as HTMLInputElement).value).toBe('200');
    expect((screen.getByLabelText('API timeout') as HTMLInputElement).value).toBe('30');
    expect((screen.getByLabelText('Maximum content length') as HTMLInputElement).value).toBe('5000');
  });

  it("toasts 'Error' / 'Failed to load settings from database' when loading fails", async () => {
    server.use(api.query(SiteSettingsDocument, () => HttpResponse.json(gqlError('db down', 'INTERNAL_SERVER_ERROR'))));
    renderRoute('/admin/settings');
    expect(await screen.findByText('Failed to load settings from database')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it("flips a switch at once, saves it and toasts 'Setting Updated'", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sent: unknown;
    server.use(
      loadSettings,
      api.mutation(UpdateSiteSettingDocument, async ({ variables }) => {
        sent = variables;
        await gate;
        return HttpResponse.json({ data: { updateSiteSetting: { ...saved, maintenanceMode: true } } });
      }),
    );
    const { user } = renderRoute('/admin/settings');
    await waitFor(async () => expect((await switchFor('Maintenance mode')).hasAttribute('disabled')).toBe(false));
    await user.click(await switchFor('Maintenance mode'));
    expect((await switchFor('Maintenance mode')).getAttribute('aria-checked')).toBe('true');
    release();
    expect(await screen.findByText('Setting Updated')).toBeTruthy();
    expect(sent).toEqual({ key: 'maintenanceMode', value: true });
    expect((await switchFor('Maintenance mode')).getAttribute('aria-checked')).toBe('true');
  });

  it("reverts a switch and toasts 'Failed to update {key}' when saving fails", async () => {
    server.use(
      loadSettings,
      api.mutation(UpdateSiteSettingDocument, () => HttpResponse.json(gqlError('Settings are read-only', 'FORBIDDEN'))),
    );
    const { user } = renderRoute('/admin/settings');
    await waitFor(async () => expect((await switchFor('Registration open')).hasAttribute('disabled')).toBe(false));
    await user.click(await switchFor('Registration open'));
    expect(await screen.findByText('Failed to update registrationOpen')).toBeTruthy();
    await waitFor(async () => expect((await switchFor('Registration open')).getAttribute('aria-checked')).toBe('true'));
  });

  it('refuses a number that is not a whole number, with a clear message, without saving', async () => {
    server.use(loadSettings);
    const { user } = renderRoute('/admin/settings');
    const input = (await screen.findByLabelText('API timeout')) as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false));
    await user.clear(input);
    await user.type(input, '2.5{Enter}');
    expect(await screen.findByText('Enter a whole number from 1 to 300.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('saves a valid integer and reverts the input when saving fails', async () => {
    let attempt = 0;
    server.use(
      loadSettings,
      api.mutation(UpdateSiteSettingDocument, ({ variables }) => {
        attempt += 1;
        if (attempt === 1)
          return HttpResponse.json({ data: { updateSiteSetting: { ...saved, dailyRateLimitFree: Number(variables.value) } } });
        return HttpResponse.json(gqlError('Too large', 'BAD_USER_INPUT'));
      }),
    );
    const { user } = renderRoute('/admin/settings');
    const input = (await screen.findByLabelText('Daily limit: free users')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('12'));
    await user.clear(input);
    await user.type(input, '25{Enter}');
    expect(await screen.findByText('Setting Updated')).toBeTruthy();
    expect(input.value).toBe('25');
    await user.clear(input);
    await user.type(input, '40');
    await user.click(screen.getByRole('button', { name: 'Save Daily limit: free users' }));
    expect(await screen.findByText('Failed to update dailyRateLimitFree')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe('25'));
  });
});
