import { PRODUCT_NAME } from '@factlens/common';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageLayout } from '../PageLayout';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/explorer', label: 'Explorer' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/early-adopters', label: 'Early Adopters' },
] as const;

/** The frame of the administrator pages: the page title and a nav between them. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageLayout
      nav={
        <Links aria-label="Administration">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end>
              {link.label}
            </NavLink>
          ))}
        </Links>
      }
    >
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      {children}
    </PageLayout>
  );
}

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  a {
    text-decoration: none;
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    text-decoration: underline;
  }
`;
