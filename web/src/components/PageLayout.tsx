import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

interface PageLayoutProps {
  /** Actions on the right of the top bar. */
  nav?: ReactNode;
  children: ReactNode;
  /** Narrow column for forms and reading. */
  width?: 'wide' | 'narrow' | 'reading';
}

/** Header, a centred main column, footer: the frame of every page but the landing hero. */
export function PageLayout({ nav, children, width = 'wide' }: PageLayoutProps) {
  return (
    <Frame>
      <SiteHeader>{nav}</SiteHeader>
      <Main id="main" $width={width}>
        {children}
      </Main>
      <SiteFooter />
    </Frame>
  );
}

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main<{ $width: 'wide' | 'narrow' | 'reading' }>`
  width: 100%;
  max-width: ${({ theme, $width }) => ($width === 'narrow' ? theme.layout.narrow : $width === 'reading' ? '760px' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xxl};
`;

export const PageIntro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StatusText = styled.p.attrs({ role: 'status' })`
  color: ${({ theme }) => theme.color.textMuted};
`;
