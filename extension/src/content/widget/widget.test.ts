import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { buildResult } from '../../test/fixtures.js';
import { initEscape } from '../escape.js';
import { closeAll, openCount } from '../registry.js';
import { openWidget } from './widget.js';

const options = { onSignIn: jest.fn() };
let controller: AbortController;

const hosts = () => [...document.documentElement.querySelectorAll<HTMLElement>('factlens-widget')];
const pressEscape = (target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));

beforeEach(() => {
  controller = new AbortController();
  initEscape(controller.signal);
});

afterEach(() => {
  controller.abort();
  closeAll();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('widget', () => {
  it('renders inside an open shadow root attached to <html>, with its own styles', () => {
    const widget = openWidget({ left: 10, top: 10, width: 100, height: 20 }, { kind: 'loading', text: 'Checking…' }, options);
    expect(widget.host.parentElement).toBe(document.documentElement);
    const shadow = widget.host.shadowRoot!;
    expect(shadow.querySelector('.card')).not.toBeNull();
    expect(shadow.querySelector('style')?.textContent).toContain(':host{all:initial!important');
    expect(widget.host.style.getPropertyValue('--factlens-top')).toMatch(/px$/);
    expect(document.body.querySelector('.card')).toBeNull(); // nothing leaks into the page DOM
  });

  it('updates in place from loading to result and announces the verdict', () => {
    const widget = openWidget(null, { kind: 'loading', text: 'Checking…' }, options);
    widget.update({ kind: 'result', text: 'x', result: buildResult() });
    const shadow = widget.host.shadowRoot!;
    expect(shadow.querySelectorAll('.card')).toHaveLength(1);
    expect(shadow.querySelector('[role="status"]')!.textContent).toBe('Verdict: False');
    expect(widget.host.dataset.state).toBe('result');
  });

  it('moves focus into the widget and gives it back on close', () => {
    document.body.innerHTML = '<button id="page-button">page</button>';
    const pageButton = document.getElementById('page-button')!;
    pageButton.focus();
    const widget = openWidget(null, { kind: 'result', text: 'x', result: buildResult() }, options);
    expect(widget.host.shadowRoot!.activeElement).toBe(widget.host.shadowRoot!.querySelector('.card'));
    widget.close();
    expect(document.activeElement).toBe(pageButton);
    expect(widget.closed).toBe(true);
    expect(hosts()).toHaveLength(0);
  });

  it('Escape closes every widget, from the page or from inside a widget', () => {
    openWidget(null, { kind: 'loading', text: '…' }, options);
    const second = openWidget(null, { kind: 'result', text: 'x', result: buildResult() }, options);
    expect(hosts()).toHaveLength(2);
    expect(openCount()).toBe(2);
    pressEscape(second.host.shadowRoot!.querySelector('.close')!);
    expect(hosts()).toHaveLength(0);
    expect(openCount()).toBe(0);
  });

  it('leaves Escape to the page when no widget is open', () => {
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('a late update after close does nothing', () => {
    const widget = openWidget(null, { kind: 'loading', text: '…' }, options);
    widget.close();
    widget.update({ kind: 'result', text: 'x', result: buildResult() });
    expect(hosts()).toHaveLength(0);
  });

  it('the close button closes it', () => {
    const widget = openWidget(null, { kind: 'loading', text: '…' }, options);
    (widget.host.shadowRoot!.querySelector('[data-action="close"]') as HTMLButtonElement).click();
    expect(widget.closed).toBe(true);
  });

  it('short hints close by themselves and do not steal focus', () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<input id="field">';
    const field = document.getElementById('field')!;
    field.focus();
    const widget = openWidget(null, { kind: 'hint', title: 'Select a little more', message: '…' }, { ...options, autoCloseMs: 5000 });
    expect(document.activeElement).toBe(field);
    jest.advanceTimersByTime(5000);
    expect(widget.closed).toBe(true);
  });

  it('the sign-in button reaches the handler', () => {
    const onSignIn = jest.fn();
    const widget = openWidget(null, { kind: 'error', error: { kind: 'unauthenticated', status: 401, message: 'Sign in' } }, { onSignIn });
    (widget.host.shadowRoot!.querySelector('[data-action="sign-in"]') as HTMLButtonElement).click();
    expect(onSignIn).toHaveBeenCalled();
  });
});
