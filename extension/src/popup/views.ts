/** Popup views, built with the safe DOM helper. Behaviour is wired in popup.ts. */
import { ROLE_BADGES, isRole } from '@factlens/common';
import { h } from '../shared/dom.js';
import type { Account } from '../shared/messages.js';

export interface SignInView {
  root: HTMLElement;
  form: HTMLFormElement;
  email: HTMLInputElement;
  password: HTMLInputElement;
  submit: HTMLButtonElement;
  alert: HTMLElement;
}

export function signInView(apiBase: string): SignInView {
  const email = h('input', { type: 'email', name: 'email', autocomplete: 'username', required: true });
  const password = h('input', { type: 'password', name: 'password', autocomplete: 'current-password', required: true });
  const submit = h('button', { type: 'submit', class: 'primary' }, 'Sign In');
  const alert = h('p', { class: 'alert', role: 'alert', hidden: true });
  const form = h(
    'form',
    { novalidate: true, 'aria-label': 'Sign in' },
    h('label', {}, 'Email', email),
    h('label', {}, 'Password', password),
    alert,
    submit,
  );
  const root = h('section', {}, form, h('p', { class: 'hint' }, `Server: ${apiBase}. Change it in Options.`));
  return { root, form, email, password, submit, alert };
}

export interface AccountView {
  root: HTMLElement;
  selectRegion: HTMLButtonElement;
  signOut: HTMLButtonElement;
}

export function usageText(account: Account): string {
  return account.dailyLimit === null ? `${account.dailyUsage} today (no daily limit)` : `${account.dailyUsage} / ${account.dailyLimit} today`;
}

export function accountView(account: Account, shortcut: string, stale: boolean): AccountView {
  const badge = isRole(account.role) ? ROLE_BADGES[account.role] : { label: account.role, color: 'gray' as const };
  const selectRegion = h('button', { type: 'button', class: 'primary' }, 'Select a region');
  const signOut = h('button', { type: 'button' }, 'Sign Out');
  const usage = h('dd', {}, usageText(account));
  if (account.dailyLimit !== null) {
    usage.appendChild(h('meter', { min: 0, max: account.dailyLimit, value: Math.min(account.dailyUsage, account.dailyLimit), 'aria-label': 'Daily usage' }));
  }
  const root = h(
    'section',
    { 'aria-label': 'Account' },
    stale ? h('p', { class: 'alert', role: 'alert' }, 'Could not reach the server; showing your last known account.') : null,
    h(
      'dl',
      {},
      h('dt', {}, 'Email'),
      h('dd', { 'data-field': 'email', title: account.email }, account.email),
      h('dt', {}, 'Role'),
      h('dd', {}, h('span', { class: `badge badge-${badge.color}`, 'data-field': 'role' }, badge.label)),
      h('dt', {}, 'Daily usage'),
      usage,
    ),
    h('div', { class: 'actions' }, selectRegion, signOut),
    h(
      'p',
      { class: 'hint' },
      'Select text on a page and press ',
      h('kbd', {}, shortcut || 'Ctrl+Shift+F'),
      ' or right-click and choose "Fact-check selection". With nothing selected, the shortcut lets you drag a region. Press ',
      h('kbd', {}, 'Esc'),
      ' to close results.',
    ),
  );
  return { root, selectRegion, signOut };
}

export function errorView(message: string, retry: () => void): HTMLElement {
  const button = h('button', { type: 'button' }, 'Retry');
  button.addEventListener('click', retry);
  return h('section', {}, h('p', { class: 'alert', role: 'alert' }, message), h('div', { class: 'actions' }, button));
}
