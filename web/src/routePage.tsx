import { lazy, useState, type ComponentType, type ReactElement } from 'react';

interface PageModule {
  default: ComponentType;
}

/** A routed page: its own chunk, rendered without suspending once preload() has loaded it. */
export interface RoutePage {
  (): ReactElement;
  /** Loads the page's chunk (and Apollo's, for an `apollo` page); the same promise every time. */
  preload: () => Promise<void>;
}

/**
 * A page as its own chunk (docs/adr/0090-public-pages-load-at-once.md). An `apollo` page renders
 * inside apollo/WithApollo, whose chunk brings Apollo Client; the public pages (landing, legal,
 * 404) never load it. Before the first render main.tsx preloads the page at the address, which
 * then renders at once instead of the Suspense fallback: the prerendered HTML of that page is
 * replaced by the same page, never by "Loading...". A later navigation still suspends as
 * React.lazy does.
 */
export function page(load: () => Promise<PageModule>, { apollo }: { apollo: boolean }): RoutePage {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;

  const preload = (): Promise<void> => {
    pending ??= (
      apollo
        ? Promise.all([load(), import('./apollo/WithApollo')]).then(([{ default: Page }, { default: WithApollo }]) => {
            loaded = () => (
              <WithApollo>
                <Page />
              </WithApollo>
            );
          })
        : load().then(({ default: Page }) => {
            loaded = Page;
          })
    ).catch((error: unknown) => {
      // A failed chunk load (e.g. offline) may be retried by the next navigation.
      pending = null;
      throw error;
    });
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));

  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
