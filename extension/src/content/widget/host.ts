/** A shadow-DOM host element that page CSS cannot style and that cannot style the page. */
import { HOST_TAG } from './styles.js';

const sheets = new Map<string, CSSStyleSheet>();

function adoptStyles(shadow: ShadowRoot, css: string): void {
  // Constructable sheets are not subject to the page's CSP style-src (a <style> element can be).
  try {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    shadow.adoptedStyleSheets = [sheet];
    return;
  } catch {
    // Environments without constructable stylesheets (jsdom): fall back to a <style> element.
  }
  const style = document.createElement('style');
  style.textContent = css;
  shadow.appendChild(style);
}

export function createShadowHost(css: string): { host: HTMLElement; shadow: ShadowRoot } {
  const host = document.createElement(HOST_TAG);
  host.setAttribute('data-factlens', '');
  // Open so assistive tech and our end-to-end tests can see inside; it holds nothing secret.
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, css);
  // On <html>, not <body>: a transformed or relatively positioned body would shift our coordinates.
  document.documentElement.appendChild(host);
  return { host, shadow };
}

/** Whether a node is, or is inside, one of our hosts (including their shadow trees). */
export function isOwnNode(node: Node): boolean {
  const root = node.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : node instanceof Element ? node : node.parentElement;
  return !!host && host.closest(HOST_TAG) !== null;
}

/** Position a host via custom properties: `all: initial !important` on :host would beat inline top/left. */
export function setHostPosition(host: HTMLElement, left: number, top: number): void {
  host.style.setProperty('--factlens-left', `${Math.round(left)}px`);
  host.style.setProperty('--factlens-top', `${Math.round(top)}px`);
}
