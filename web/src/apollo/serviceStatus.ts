/**
 * Maintenance mode or a disabled site answers 503 / SERVICE_UNAVAILABLE with a message
 * (docs/adr/0006-site-settings-and-maintenance.md); the app shows that message in a banner until a call succeeds.
 */
let message: string | null = null;
const listeners = new Set<() => void>();

export function setServiceUnavailable(next: string | null): void {
  if (next === message) return;
  message = next;
  listeners.forEach((listener) => listener());
}

export function getServiceUnavailable(): string | null {
  return message;
}

export function subscribeServiceStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
