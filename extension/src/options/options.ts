/** Options page: the API server address and the OCR method. Stored in chrome.storage.local. */
import { packagedApiOrigin } from '../shared/packaged-config.js';
import { OCR_METHODS, type OcrMethod } from '../shared/messages.js';
import { getApiBase, getOcrMethod, normalizeApiBase, setApiBase, setOcrMethod } from '../shared/storage.js';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const form = $<HTMLFormElement>('options-form');
const apiInput = $<HTMLInputElement>('api-base');
const ocrSelect = $<HTMLSelectElement>('ocr-method');
const errorBox = $<HTMLElement>('error');
const status = $<HTMLElement>('status');

function showError(message: string | null): void {
  errorBox.textContent = message ?? '';
  errorBox.hidden = message === null;
}

/** Our manifest only grants the built-in origin; any other server needs the user's consent. */
async function ensureHostPermission(origin: string): Promise<boolean> {
  const origins = [`${origin}/*`];
  if (await chrome.permissions.contains({ origins })) return true;
  return chrome.permissions.request({ origins });
}

async function save(origin: string | null, method: OcrMethod): Promise<void> {
  const builtIn = await packagedApiOrigin();
  const current = await getApiBase();
  const next = origin ?? builtIn;
  if (next !== current) {
    if (next !== builtIn && !(await ensureHostPermission(next))) {
      showError(`FactLens needs permission to talk to ${next}.`);
      return;
    }
    await setApiBase(origin);
  }
  await setOcrMethod(method);
  apiInput.value = next;
  status.textContent = next !== current ? 'Saved. You have been signed out; sign in again from the FactLens icon.' : 'Saved.';
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  showError(null);
  status.textContent = '';
  const method = (OCR_METHODS as readonly string[]).includes(ocrSelect.value) ? (ocrSelect.value as OcrMethod) : 'tesseract';
  void packagedApiOrigin().then((builtIn) => {
    const origin = normalizeApiBase(apiInput.value, builtIn);
    if (!origin) return showError('Enter an https:// address (http:// only for localhost), such as https://factlens.example.com');
    return save(origin, method);
  });
});

$<HTMLButtonElement>('reset').addEventListener('click', () => {
  showError(null);
  void save(null, ocrSelect.value as OcrMethod);
});

void Promise.all([getApiBase(), getOcrMethod(), packagedApiOrigin()]).then(([base, method, builtIn]) => {
  apiInput.value = base;
  ocrSelect.value = method;
  $<HTMLElement>('api-default').textContent = `Default: ${builtIn}`;
});
