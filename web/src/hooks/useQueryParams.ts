import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The query string as URLSearchParams, and a setter that navigates to the same path with new
 * ones (a history entry, so Back undoes a filter). React Router's useSearchParams does the same
 * but its code would land in the shared router chunk, which the landing page loads.
 */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>) => {
      const query = new URLSearchParams(next).toString();
      navigate({ pathname, search: query ? `?${query}` : '' });
    },
    [navigate, pathname],
  );
  return [params, setParams];
}
