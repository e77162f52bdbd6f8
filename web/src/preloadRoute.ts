import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RoutePage } from './routePage';
import { routes } from './routes';

/** Loads the chunk(s) of the page at `pathname` (routePage.tsx), so its first render does not suspend. */
export function preloadRoute(pathname: string): Promise<void> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const preload = isValidElement(element) ? (element.type as Partial<RoutePage>).preload : undefined;
  return preload ? preload() : Promise.resolve();
}
