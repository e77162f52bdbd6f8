import { TOAST_REMOVE_DELAY_MS } from '@factlens/common';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './context';
import type { ToastState } from './Toaster';

// The Radix toast code loads with the first toast, keeping it out of the landing bundle.
const Toaster = lazy(() => import('./Toaster'));

/**
 * Holds the one current toast (docs/adr/0016-client-behaviour.md: one visible at a time, a new toast replaces
 * the old). A dismissed toast is unmounted after the removal delay, or at once when the
 * next one arrives.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const [used, setUsed] = useState(false);
  const nextId = useRef(0);
  const removeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const toast = useCallback((options: ToastOptions) => {
    clearTimeout(removeTimer.current);
    nextId.current += 1;
    setUsed(true);
    setCurrent({ ...options, id: nextId.current, open: true });
  }, []);

  const dismiss = useCallback(() => {
    setCurrent((t) => (t ? { ...t, open: false } : t));
    clearTimeout(removeTimer.current);
    removeTimer.current = setTimeout(() => setCurrent(null), TOAST_REMOVE_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(removeTimer.current), []);
  const value = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <Toaster current={current} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
