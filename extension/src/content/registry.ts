/** Everything on screen that Escape must close (widgets and the region overlay). */
export interface Closable {
  close(): void;
}

const open = new Set<Closable>();

export function register(item: Closable): () => void {
  open.add(item);
  return () => open.delete(item);
}

/** Close every open item; returns how many were open. */
export function closeAll(): number {
  const items = [...open];
  open.clear();
  for (const item of items) item.close();
  return items.length;
}

export const openCount = (): number => open.size;
