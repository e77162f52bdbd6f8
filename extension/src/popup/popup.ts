/** Popup: sign in, account status, sign out, and region mode for the active tab. */
import { loginSchema } from '@factlens/common';
import { EXTENSION_VERSION } from '../shared/build-info.js';
import { sendToWorker, type Account } from '../shared/messages.js';
import { accountView, errorView, signInView } from './views.js';

const app = document.getElementById('app') as HTMLElement;

function show(view: HTMLElement): void {
  app.replaceChildren(view);
}

async function shortcutLabel(): Promise<string> {
  try {
    const commands = await chrome.commands.getAll();
    return commands.find((c) => c.name === 'fact-check')?.shortcut ?? '';
  } catch {
    return '';
  }
}

function renderSignIn(apiBase: string): void {
  const view = signInView(apiBase);
  view.form.addEventListener('submit', async (event) => {
    event.preventDefault();
    view.alert.hidden = true;
    let input: { email: string; password: string };
    try {
      input = await loginSchema.validate({ email: view.email.value, password: view.password.value }, { abortEarly: true });
    } catch (error) {
      view.alert.textContent = error instanceof Error && error.name === 'ValidationError' ? error.message : 'Login failed';
      view.alert.hidden = false;
      return;
    }
    view.submit.disabled = true;
    view.submit.textContent = 'Signing in...';
    const reply = await sendToWorker('login', input);
    if (reply.ok) return renderAccount(reply.data, false);
    view.submit.disabled = false;
    view.submit.textContent = 'Sign In';
    view.alert.textContent = reply.error.message;
    view.alert.hidden = false;
    view.password.select();
  });
  show(view.root);
  view.email.focus();
}

async function renderAccount(account: Account, stale: boolean): Promise<void> {
  const view = accountView(account, await shortcutLabel(), stale);
  view.signOut.addEventListener('click', async () => {
    view.signOut.disabled = true;
    await sendToWorker('logout', {});
    void load();
  });
  view.selectRegion.addEventListener('click', async () => {
    const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
    if (tab?.id === undefined) return;
    const reply = await sendToWorker('start-region', { tabId: tab.id });
    if (reply.ok) window.close();
    else show(errorView(reply.error.message, () => void load()));
  });
  show(view.root);
  view.selectRegion.focus();
}

async function load(): Promise<void> {
  const reply = await sendToWorker('get-account', {});
  if (!reply.ok) return show(errorView(reply.error.message, () => void load()));
  const { account, apiBase, stale } = reply.data;
  if (account) await renderAccount(account, stale);
  else renderSignIn(apiBase);
}

// The manifest of the installed copy is the truth (the server bakes the served version into the ZIP).
(document.getElementById('version') as HTMLElement).textContent = `v${chrome.runtime.getManifest?.().version ?? EXTENSION_VERSION}`;
void load();
