import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { resetFreshness } from '../apollo/freshness';
import { setServiceUnavailable } from '../apollo/serviceStatus';
import { clearToken } from '../apollo/token';
import { server } from './server';

// Pages and the toast renderer are lazy chunks; on a busy CI machine loading them can take
// longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

const unhandled: string[] = [];

// Any request a test did not mock fails (msw's 'error' strategy) and fails the test below,
// never a silent real network call. msw 3 renamed msw 2's `onUnhandledRequest` to
// `onUnhandledFrame`; the old key would be ignored.
beforeAll(() =>
  server.listen({
    onUnhandledFrame: async ({ frame, defaults }) => {
      unhandled.push(await frame.getUnhandledMessage());
      defaults.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToken();
  window.localStorage.clear();
  resetFreshness();
  setServiceUnavailable(null);
  if (unhandled.length > 0) {
    const messages = unhandled.splice(0);
    throw new Error(`Requests without an msw handler:\n${messages.join('\n')}`);
  }
});

afterAll(() => server.close());

// jsdom does not implement scrolling; ScrollToTop calls it on every navigation.
window.scrollTo = () => {};
// ...nor pointer capture, which Radix Toast uses for swipe-to-dismiss.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
// ...nor, with jest-fixed-jsdom's Node FormData, `new FormData(form)`: React 19 builds one when a
// form's submit handler starts a transition (a router navigation, e.g. applying filters).
const NodeFormData = globalThis.FormData;
globalThis.FormData = class FormData extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled || (['checkbox', 'radio'].includes(element.type) && !element.checked)) continue;
      this.append(element.name, element.value);
    }
    if (submitter instanceof HTMLButtonElement && submitter.name) this.append(submitter.name, submitter.value);
  }
};
