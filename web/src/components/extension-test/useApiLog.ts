import { useCallback, useState } from 'react';
import { apiFetch, readBody } from '../../lib/rest';

export interface ApiLogEntry {
  id: number;
  at: string;
  method: 'GET' | 'POST';
  path: string;
  request?: unknown;
  ok: boolean;
  /** The answer body, or the error text: `status: text` for a failed call (docs/adr/0009-error-vocabulary.md). */
  result: unknown;
  ms: number;
}

let nextId = 0;

/** Runs REST calls for the test page and keeps a log of every request and answer. */
export function useApiLog() {
  const [entries, setEntries] = useState<ApiLogEntry[]>([]);

  const call = useCallback(async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiLogEntry> => {
    const started = performance.now();
    let entry: Omit<ApiLogEntry, 'id' | 'at' | 'ms'>;
    try {
      const res = await apiFetch(method, path, body);
      entry = { method, path, request: body, ok: true, result: await readBody(res) };
    } catch (error) {
      entry = { method, path, request: body, ok: false, result: error instanceof Error ? error.message : String(error) };
    }
    const full = { ...entry, id: ++nextId, at: new Date().toISOString(), ms: Math.round(performance.now() - started) };
    setEntries((list) => [full, ...list].slice(0, 20));
    return full;
  }, []);

  const clear = useCallback(() => setEntries([]), []);
  return { entries, call, clear };
}
