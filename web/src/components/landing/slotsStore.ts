import { SLOTS_FRESH_MS } from '@factlens/common';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { EarlyAccessSlotsQuery as SlotsResult } from '../../gql/graphql';
import { fetchGraphQL } from '../../lib/graphqlFetch';
import { EarlyAccessSlotsQuery } from './slotsQuery';

export type Slots = SlotsResult['earlyAccessSlots'];

export interface SlotsState {
  /** The last count loaded, if any. */
  slots?: Slots;
  /** The last load failed (the landing page then shows '...' and 'Failed to fetch slots'). */
  failed: boolean;
}

/**
 * The early-access slots of the landing page and its sign-up form, loaded with plain `fetch`
 * so the landing page needs no Apollo Client (docs/adr/0090-public-pages-load-at-once.md).
 * Freshness as docs/adr/0016-client-behaviour.md sets it for the slots: a mount within
 * SLOTS_FRESH_MS of the last load reads the stored count, a later mount (or one after a failed
 * load) shows it and loads again; a sign-up reloads it at once.
 */
export class SlotsStore {
  private state: SlotsState = { failed: false };
  private loadedAt: number | null = null;
  private latest = 0;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): SlotsState => this.state;

  /** Loads the count now; only the latest load's answer is kept. */
  async refresh(): Promise<void> {
    const request = ++this.latest;
    this.loadedAt = Date.now();
    if (this.state.failed) this.set({ ...this.state, failed: false });
    try {
      const data = await fetchGraphQL(EarlyAccessSlotsQuery);
      if (request === this.latest) this.set({ slots: data.earlyAccessSlots, failed: false });
    } catch {
      if (request !== this.latest) return;
      this.loadedAt = null;
      this.set({ ...this.state, failed: true });
    }
  }

  /** A page mounted: load unless the last load is recent and did not fail. */
  ensureFresh(now = Date.now()): void {
    if (this.loadedAt === null || now - this.loadedAt >= SLOTS_FRESH_MS) void this.refresh();
  }

  private set(next: SlotsState): void {
    this.state = next;
    this.listeners.forEach((listener) => listener());
  }
}

/** One store per app (main.tsx) and per rendered test, provided by AppProviders. */
export const SlotsContext = createContext<SlotsStore | null>(null);

export function useSlotsStore(): SlotsStore {
  const store = useContext(SlotsContext);
  if (!store) throw new Error('useSlotsStore needs AppProviders around it');
  return store;
}

/** The slots state, without loading (the sign-up form reads what the landing page loaded). */
export function useSlotsState(): SlotsState {
  const store = useSlotsStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The slots state; loads them on mount when needed (the landing page). */
export function useSlots(): SlotsState {
  const store = useSlotsStore();
  useEffect(() => store.ensureFresh(), [store]);
  return useSlotsState();
}
