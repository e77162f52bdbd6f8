import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { page } from './routePage';

function Hello() {
  return <p>Hello page</p>;
}

describe('route pages', () => {
  it('suspends into the fallback until the chunk is loaded', async () => {
    const Page = page(() => Promise.resolve({ default: Hello }), { apollo: false });
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Hello page')).toBeTruthy();
  });

  it('renders at once, without the fallback, once preload() has loaded it; the chunk loads once', async () => {
    let loads = 0;
    const Page = page(
      () => {
        loads += 1;
        return Promise.resolve({ default: Hello });
      },
      { apollo: false },
    );
    await Promise.all([Page.preload(), Page.preload()]);
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Hello page')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(loads).toBe(1);
  });

  it('lets a failed load be tried again', async () => {
    let attempts = 0;
    const Page = page(
      () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Hello });
      },
      { apollo: false },
    );
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page />);
    expect(screen.getByText('Hello page')).toBeTruthy();
  });
});
