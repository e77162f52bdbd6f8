import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Brand } from './Brand';

/** Top navigation: the brand on the left, page actions on the right. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <Bar>
      <Inner aria-label="Main">
        <Brand />
        {children && <Actions>{children}</Actions>}
      </Inner>
    </Bar>
  );
}

const Bar = styled.header`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  min-width: 0;
`;
