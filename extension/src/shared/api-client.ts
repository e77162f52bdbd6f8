/**
 * The REST client for the FactLens API. Only the service worker uses it: it holds the token, and
 * extension-origin requests are covered by our host permission (content scripts would be subject
 * to the page's CORS and would expose the token to the page's renderer).
 */
import type { ClaimIndexStats, DisputeReason, DisputeStatus, FactCheckResult, Platform } from '@factlens/common';
import { ApiError } from './errors.js';
import type { Account, ContentType, DeviceInfo, ExtensionConfig, OcrMethod, OcrResult } from './messages.js';

export interface ApiClientOptions {
  baseUrl: string;
  token: string | null;
  fetch?: typeof fetch;
  /** Per-request timeout; fact-check and OCR wait on third-party providers. */
  timeoutMs?: number;
}

export interface LoginResponse {
  token: string;
  user: Account;
}

/** An image already cropped to the region (background/crop.ts): no crop area, the whole image is read. */
export interface OcrRequest {
  imageDataUrl: string;
  userId: string;
  ocrMethod: OcrMethod;
  deviceInfo: DeviceInfo;
}

export type ApiClient = ReturnType<typeof createApiClient>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function createApiClient({ baseUrl, token, fetch: fetchImpl = fetch, timeoutMs = 90_000 }: ApiClientOptions) {
  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    // docs/adr/0016-client-behaviour.md: bearer when a token exists, JSON content type only with a body, cookies always.
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, baseUrl).toString(), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ApiError(0, 'Network error');
    }
    const text = await response.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const message = `${response.status}: ${text || response.statusText}`;
      throw new ApiError(response.status, message, isRecord(json) ? json : null);
    }
    return json as T;
  }

  return {
    async login(email: string, password: string): Promise<LoginResponse> {
      const res = await request<unknown>('POST', '/api/auth/login', { email, password });
      if (!isRecord(res) || typeof res.token !== 'string' || !isRecord(res.user)) throw new ApiError(502, 'Bad login response');
      return { token: res.token, user: toAccount(res.user) };
    },
    async me(): Promise<Account> {
      const res = await request<unknown>('GET', '/api/auth/me');
      // Some shims wrap the user as { user }; accept both.
      const user = isRecord(res) && isRecord(res.user) ? res.user : res;
      if (!isRecord(user)) throw new ApiError(502, 'Bad user response');
      return toAccount(user);
    },
    logout: () => request<unknown>('POST', '/api/auth/logout'),
    extensionConfig: () => request<ExtensionConfig>('GET', '/api/extension-config/test-user'),
    factCheck: (body: { content: string; userId: string; platform: Platform; contentType?: ContentType }) =>
      request<FactCheckResult>('POST', '/api/fact-check', body),
    extractText: (body: OcrRequest) => request<OcrResult>('POST', '/api/extract-text-from-image', body),
    /** GET /api/claim-index/stats (public): how many reviews the index holds and how fresh it is. */
    async indexStats(): Promise<ClaimIndexStats> {
      const res = await request<unknown>('GET', '/api/claim-index/stats');
      if (!isRecord(res) || typeof res.reviews !== 'number' || typeof res.publishers !== 'number' || !Array.isArray(res.languages)) {
        throw new ApiError(502, 'Bad index stats response');
      }
      const languages = res.languages.filter(
        (l): l is { language: string; reviews: number } => isRecord(l) && typeof l.language === 'string' && typeof l.reviews === 'number',
      );
      return {
        reviews: res.reviews,
        newestReviewDate: typeof res.newestReviewDate === 'string' ? res.newestReviewDate : null,
        publishers: res.publishers,
        languages: languages.map((l) => ({ language: l.language, reviews: l.reviews })),
      };
    },
    async dispute(factCheckId: string, body: { reason: DisputeReason; note: string | null }): Promise<{ status: DisputeStatus }> {
      const res = await request<unknown>('POST', `/api/fact-checks/${encodeURIComponent(factCheckId)}/dispute`, body);
      const dispute = isRecord(res) && isRecord(res.dispute) ? res.dispute : null;
      if (!dispute || typeof dispute.status !== 'string') throw new ApiError(502, 'Bad dispute response');
      return { status: dispute.status as DisputeStatus };
    },
  };
}

function toAccount(user: Record<string, unknown>): Account {
  if (typeof user.id !== 'string' || typeof user.email !== 'string') throw new ApiError(502, 'Bad user response');
  return {
    id: user.id,
    email: user.email,
    role: (typeof user.role === 'string' ? user.role : 'free') as Account['role'],
    dailyUsage: typeof user.dailyUsage === 'number' ? user.dailyUsage : 0,
    // The API marks administrators `unlimited: true` (their dailyLimit column is not enforced).
    dailyLimit: user.unlimited === true || typeof user.dailyLimit !== 'number' ? null : user.dailyLimit,
  };
}
