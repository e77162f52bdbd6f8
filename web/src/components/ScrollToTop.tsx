import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at the top (what the data router's ScrollRestoration would do). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
