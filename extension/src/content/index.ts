/**
 * Content script entry, injected on demand (activeTab + scripting) into the top frame.
 * Each feature takes an AbortSignal for teardown. If we are injected again (the worker's trigger got
 * no answer, e.g. after an extension update orphaned the old copy), the old copy is torn down first.
 */
import { initEscape } from './escape.js';
import { initMessages } from './messages.js';
import { HOST_TAG } from './widget/styles.js';

const KEY = Symbol.for('factlens.content');
const scope = globalThis as typeof globalThis & { [KEY]?: AbortController };

scope[KEY]?.abort();
// Widgets of an orphaned copy can no longer talk to the worker: remove them.
for (const host of document.querySelectorAll(HOST_TAG)) host.remove();
const controller = new AbortController();
scope[KEY] = controller;
initEscape(controller.signal);
initMessages(controller.signal);
