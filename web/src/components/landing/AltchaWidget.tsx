import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

/** Where the widget fetches its proof-of-work challenge (self-hosted; see docs/api.md). */
export const ALTCHA_CHALLENGE_URL = '/api/altcha/challenge';

interface Props {
  /** Called with the payload once solved, and with null when it expires or is reset. */
  onChange: (payload: string | null) => void;
  /** Error text to show under the widget (e.g. "please complete the check"). */
  error?: string | null;
}

interface StateChangeDetail {
  payload?: string | null;
  state?: string;
}

/**
 * The ALTCHA proof-of-work check ("I'm not a robot") on the early-access form. The web component is
 * loaded on demand (it is not part of the landing page's initial bundle); it fetches a challenge from
 * the API, solves it in a worker, and reports the payload through its `statechange` event.
 */
export function AltchaWidget({ onChange, error }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let alive = true;
    import('./altchaSetup').catch(() => {
      if (alive) setLoadFailed(true);
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {};
      changed.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', listener);
    return () => el.removeEventListener('statechange', listener);
  }, []);

  return (
    <Wrap>
      <altcha-widget ref={ref} challenge={ALTCHA_CHALLENGE_URL} name="altcha" aria-describedby={error ? 'altcha-error' : undefined} />
      {loadFailed && <Message role="alert">The CAPTCHA check could not load. Please reload the page and try again.</Message>}
      {error && (
        <Message id="altcha-error" role="alert">
          {error}
        </Message>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.danger};
`;
