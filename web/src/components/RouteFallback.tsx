import { styled } from 'styled-components';

/** Shown while a page's chunk loads; quiet, so fast loads do not flash. */
export function RouteFallback() {
  return <Wrap role="status">Loading...</Wrap>;
}

const Wrap = styled.p`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;
