import type { ClaimIndexStats, FactCheckResult } from '@factlens/common';
import type { ErrorInfo } from '../../shared/messages.js';

/** The OCR path's steps, in order; the widget shows each as done, current or pending. */
export const OCR_STEPS = ['capturing', 'reading', 'checking'] as const;
export type OcrStep = (typeof OCR_STEPS)[number];

/** Everything a widget can show. One render function per kind (render.ts). */
export type WidgetState =
  | { kind: 'loading'; text: string }
  | { kind: 'ocr'; step: OcrStep; text?: string }
  | { kind: 'hint'; title: string; message: string }
  | { kind: 'error'; error: ErrorInfo }
  /** `index`: the fact-check index figures for the footer, when the worker could get them. */
  | { kind: 'result'; result: FactCheckResult; text: string; index?: ClaimIndexStats | null };
