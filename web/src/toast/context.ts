import { createContext, useContext, type ReactNode } from 'react';

export interface ToastOptions {
  title: string;
  description?: ReactNode;
  /** 'destructive' is the red error toast (docs/adr/0009-error-vocabulary.md). */
  variant?: 'default' | 'destructive';
}

export const ToastContext = createContext<{ toast: (options: ToastOptions) => void } | null>(null);

export function useToast(): { toast: (options: ToastOptions) => void } {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
