import { useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { getServiceUnavailable, subscribeServiceStatus } from '../apollo/serviceStatus';

/** A site-wide notice while the API answers 503 (maintenance mode, site switched off). */
export function ServiceBanner() {
  const message = useSyncExternalStore(subscribeServiceStatus, getServiceUnavailable, () => null);
  if (!message) return null;
  return <Banner role="alert">{message}</Banner>;
}

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  border-bottom: 1px solid ${({ theme }) => theme.color.warning};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;
