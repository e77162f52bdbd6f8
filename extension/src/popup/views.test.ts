import { describe, expect, it } from '@jest/globals';
import { ACCOUNT } from '../test/fixtures.js';
import { accountView, signInView, usageText } from './views.js';

describe('popup views', () => {
  it('sign-in form has labelled email and password fields and a hidden alert', () => {
    const view = signInView('http://localhost:3000');
    expect(view.email.closest('label')!.textContent).toContain('Email');
    expect(view.password.type).toBe('password');
    expect(view.submit.textContent).toBe('Sign In');
    expect(view.alert.hidden).toBe(true);
    expect(view.root.textContent).toContain('Server: http://localhost:3000');
  });

  it('account view shows email, role badge and daily usage against the limit', () => {
    const view = accountView(ACCOUNT, 'Ctrl+Shift+F', false);
    expect(view.root.querySelector('[data-field="email"]')!.textContent).toBe('ada@example.com');
    const badge = view.root.querySelector('[data-field="role"]')!;
    expect(badge.textContent).toBe('Early Access');
    expect(badge.className).toContain('badge-green');
    expect(view.root.textContent).toContain('3 / 50 today');
    expect(view.root.querySelector('meter')!.getAttribute('max')).toBe('50');
    expect(view.root.querySelector('kbd')!.textContent).toBe('Ctrl+Shift+F');
    expect(view.selectRegion.textContent).toBe('Select a region');
    expect(view.signOut.textContent).toBe('Sign Out');
    expect(view.root.querySelector('[role="alert"]')).toBeNull();
  });

  it('administrators have no daily limit; stale data is flagged', () => {
    const admin = { ...ACCOUNT, role: 'admin' as const, dailyLimit: null };
    expect(usageText(admin)).toBe('3 today (no daily limit)');
    const view = accountView(admin, '', true);
    expect(view.root.querySelector('meter')).toBeNull();
    expect(view.root.querySelector('[data-field="role"]')!.textContent).toBe('Administrator');
    expect(view.root.querySelector('[role="alert"]')!.textContent).toContain('last known account');
  });
});
