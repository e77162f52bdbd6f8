import type { FactCheckResult } from '@factlens/common';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setToken } from '../apollo/token';
import { CurrentUserDocument } from '../gql/graphql';
import { buildUser } from '../test/fixtures';
import { renderRoute } from '../test/render';
import { api, server } from '../test/server';

const signedIn = api.query(CurrentUserDocument, () => HttpResponse.json({ data: { me: buildUser() } }));
const url = (path: string) => `http://localhost${path}`;

const VACCINE_RESULT: FactCheckResult = {
  id: 'fc-1',
  credibilityScore: 20,
  accuracy: { score: 8, band: 'red', label: 'Likely false' },
  tone: { score: 6, band: 'yellow', label: 'Charged', categories: ['charged'] },
  verdict: 'false',
  verdictLabel: 'False',
  summary: 'Published fact-checks rate this claim false.',
  claims: ['Vaccines cause autism in children.'],
  warnings: [{ severity: 'high', message: 'Fact-checkers rated this claim false.' }],
  sources: [
    {
      publisher: 'Science Feedback',
      site: 'sciencefeedback.co',
      title: "The measles vaccine doesn't cause autism",
      url: 'https://sciencefeedback.co/autism',
      rating: 'True',
      verdict: 'true',
      date: '2024-01-02',
      similarity: 0.71,
      provider: 'local',
      attribution: null,
      relation: 'opposite',
      relationConfidence: 0.9,
      explanation: 'This contradicts a claim Science Feedback rated True, so it is probably false.',
    },
  ],
  providers: [],
  partial: false,
  cached: false,
  platform: 'other',
  usage: null,
  checkedAt: '2025-08-21T14:05:00.000Z',
  language: 'en',
  languageNotice: null,
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('extension test page', () => {
  it('says when nobody is signed in', async () => {
    server.use(api.query(CurrentUserDocument, () => HttpResponse.json({ data: { me: null } })));
    renderRoute('/extension-test');
    expect(await screen.findByText(/You are not signed in/)).toBeTruthy();
  });

  it('shows the ranges and falls back to the defaults for invalid numbers, then saves what it would use', async () => {
    setToken('tok-9');
    let saved: unknown;
    let auth: string | null = null;
    server.use(
      signedIn,
      http.post(url('/api/extension-config/test-user'), async ({ request }) => {
        const config = (await request.json()) as Record<string, number>;
        saved = config;
        auth = request.headers.get('Authorization');
        return HttpResponse.json(config);
      }),
    );
    const { user } = renderRoute('/extension-test');
    const width = await screen.findByLabelText('Min drag width (px)');
    expect(screen.getAllByText(/1-200, default 20\./)).toHaveLength(2);
    expect(screen.getByText(/1-100, default 15\./)).toBeTruthy();
    await user.clear(width);
    await user.type(width, '500');
    expect(screen.getByText(/Invalid: using 20\./)).toBeTruthy();
    const text = screen.getByLabelText('Min text length (characters)');
    await user.clear(text);
    await user.type(text, '40');
    await user.click(screen.getByRole('button', { name: 'Save config' }));
    await waitFor(() => expect(saved).toEqual({ minDragWidth: 20, minDragHeight: 20, minTextLength: 40 }));
    expect(auth).toBe('Bearer tok-9');
  });

  it('loads the saved config into the inputs', async () => {
    server.use(
      signedIn,
      http.get(url('/api/extension-config/test-user'), () => HttpResponse.json({ minDragWidth: 33, minDragHeight: 44, minTextLength: 55 })),
    );
    const { user } = renderRoute('/extension-test');
    await user.click(await screen.findByRole('button', { name: 'Load saved config' }));
    await waitFor(() => expect((screen.getByLabelText('Min drag width (px)') as HTMLInputElement).value).toBe('33'));
    expect((screen.getByLabelText('Min drag height (px)') as HTMLInputElement).value).toBe('44');
    expect((screen.getByLabelText('Min text length (characters)') as HTMLInputElement).value).toBe('55');
  });

  it("shows a failed call as 'status: text' in the debug panes", async () => {
    server.use(
      signedIn,
      http.post(url('/api/health'), () => new HttpResponse('', { status: 503, statusText: 'Service Unavailable' })),
    );
    const { user } = renderRoute('/extension-test');
    await user.click(await screen.findByRole('button', { name: 'Health check' }));
    expect((await screen.findByTestId('last-response')).textContent).toBe('503: Service Unavailable');
    const log = within(screen.getByRole('list', { name: 'Call log' }));
    expect(log.getByText('FAILED')).toBeTruthy();
  });

  it('fact-checks a sample claim and compares the score with the expected range', async () => {
    let body: unknown;
    server.use(
      signedIn,
      http.post(url('/api/fact-check'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(VACCINE_RESULT);
      }),
    );
    const { user } = renderRoute('/extension-test');
    expect(await screen.findByText('15-25')).toBeTruthy();
    expect(screen.getByText('75-85')).toBeTruthy();
    expect(screen.getByText('about 50')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Use' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Run fact-check' }));
    expect(await screen.findByText('Credibility 20 (within the expected 15-25)')).toBeTruthy();
    const view = within(screen.getByRole('region', { name: 'Fact-check result' }));
    expect(view.getByTestId('result-verdict').textContent).toBe('False');
    expect(view.getByText('Emotionally charged')).toBeTruthy();
    expect(view.getByText('This contradicts a claim Science Feedback rated True, so it is probably false.')).toBeTruthy();
    expect(view.getByText('Opposite claim')).toBeTruthy();
    expect(view.getByText('Similarity 71%')).toBeTruthy();
    expect(view.getByText('Rating: True')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Science Feedback' }).getAttribute('href')).toBe('https://sciencefeedback.co/autism');
    expect(body).toEqual({ content: 'Vaccines cause autism in children.', userId: buildUser().id, platform: 'other' });
  });

  it('shows the language notice once, on a line of its own, as the widget does (docs/adr/0075-text-language.md)', async () => {
    const notice =
      'This text seems to be in Spanish. Our fact-check index holds no reviews in Spanish yet, so its accuracy could not be checked.';
    const spanish: FactCheckResult = {
      ...VACCINE_RESULT,
      verdict: 'unrated',
      verdictLabel: 'Unverified',
      summary: `${notice} The tone is neutral. Read it with care and check the sources.`,
      warnings: [
        { severity: 'low', message: notice },
        { severity: 'medium', message: 'Emotionally charged wording.' },
      ],
      sources: [],
      language: 'es',
      languageNotice: notice,
    };
    server.use(
      signedIn,
      http.post(url('/api/fact-check'), () => HttpResponse.json(spanish)),
    );
    const { user } = renderRoute('/extension-test');
    await user.click(await screen.findByRole('button', { name: 'Run fact-check' }));
    const view = within(await screen.findByRole('region', { name: 'Fact-check result' }));
    const note = view.getByRole('note');
    expect(note.textContent).toBe(notice);
    expect(note.getAttribute('data-language')).toBe('es');
    expect(view.getAllByText(/This text seems to be in Spanish/)).toHaveLength(1);
    expect(view.getByText('The tone is neutral. Read it with care and check the sources.')).toBeTruthy();
    const warnings = within(view.getByRole('list', { name: 'Warnings' }));
    expect(warnings.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['medium Emotionally charged wording.']);
  });

  it('sends a generated test image with the chosen OCR method and device info', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      signedIn,
      http.post(url('/api/extract-text-from-image'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ extractedText: 'The Great Wall', confidence: 93, processing: { ms: 80 } });
      }),
    );
    // jsdom has no canvas: a minimal 2D context stands in.
    const ctx = { scale() {}, fillRect() {}, fillText() {}, fillStyle: '', font: '', textBaseline: '' };
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    const { user } = renderRoute('/extension-test');
    await user.click(await screen.findByRole('radio', { name: 'Gemini (when configured)' }));
    await user.click(screen.getByRole('button', { name: 'OCR: False claim, large type' }));
    expect(await screen.findByText('Extracted "The Great Wall" (confidence 93)')).toBeTruthy();
    expect(body.ocrMethod).toBe('gemini');
    expect(body.imageDataUrl).toBe('data:image/png;base64,AAAA');
    expect(body.cropArea).toEqual({ left: 0, top: 0, width: 720, height: 96 });
    expect(Object.keys(body.deviceInfo as object).sort()).toEqual([
      'devicePixelRatio',
      'screenHeight',
      'screenWidth',
      'userAgent',
      'viewportHeight',
      'viewportWidth',
    ]);
  });
});
