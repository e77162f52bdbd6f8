/**
 * A tiny DOM builder. Text always goes through textContent and attributes through setAttribute,
 * so data from the API or the page can never become markup (no innerHTML anywhere).
 */
type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    // Event handlers are attached with addEventListener, never as attributes.
    if (name.toLowerCase().startsWith('on')) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Only http(s) links are rendered as links; anything else (javascript:, data:) is dropped. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * addEventListener with teardown on abort. (Not the `signal` listener option: test environments
 * that mix Node's AbortController with jsdom's EventTarget reject it.)
 */
export function listen<K extends keyof WindowEventMap>(
  target: Window,
  type: K,
  handler: (event: WindowEventMap[K]) => void,
  options: AddEventListenerOptions,
  signal: AbortSignal,
): void {
  target.addEventListener(type, handler, options);
  signal.addEventListener('abort', () => target.removeEventListener(type, handler, options), { once: true });
}
