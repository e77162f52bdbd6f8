import { PRODUCT_NAME } from '@factlens/common';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { NavLink } from 'react-router-dom';
import { CurrentUserQuery } from '../../hooks/useCurrentUser';
import { styled } from 'styled-components';
import { PageLayout } from '../PageLayout';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard', adminOnly: false },
  { to: '/admin/users', label: 'Users', adminOnly: true },
  { to: '/admin/analytics', label: 'Analytics', adminOnly: false },
  { to: '/admin/explorer', label: 'Explorer', adminOnly: false },
  { to: '/moderation', label: 'Moderation', adminOnly: false },
  { to: '/admin/settings', label: 'Settings', adminOnly: true },
  { to: '/admin/early-adopters', label: 'Early Adopters', adminOnly: true },
  { to: '/admin/claims', label: 'Claim Index', adminOnly: true },
] as const;

/** The frame of the administrator pages: the page title and a nav between them. */
export function AdminLayout({ title, children }: { title: string; children: ReactNode }) {
  // The signed-in user as already cached by the page's own auth check (no extra request); moderators
  // do not see links to the administrator-only pages.
  const { data } = useQuery(CurrentUserQuery, { fetchPolicy: 'cache-only', nextFetchPolicy: 'cache-only' });
  const isModerator = data?.me?.role === 'moderator';
  return (
    <PageLayout
      nav={
        <Links aria-label="Administration">
          {LINKS.filter((link) => !(isModerator && link.adminOnly)).map((link) => (
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
