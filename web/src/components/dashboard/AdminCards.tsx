import type { Role } from '@factlens/common';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { CardGrid, CardText } from '../ui/Card';

const ADMIN_PAGES = [
  { to: '/admin/users', title: 'User Manager', text: 'See every user and change their role.', analyst: false },
  { to: '/admin/analytics', title: 'Usage Dashboard', text: 'Fact-checks, API calls and activity.', analyst: true },
  { to: '/moderation', title: 'Moderation Queue', text: 'Results users reported as wrong: uphold or correct them.', analyst: true },
  { to: '/admin/explorer', title: 'GraphQL Explorer', text: 'Query the analytics API with saved example queries.', analyst: true },
  { to: '/admin/settings', title: 'Site Controls', text: 'Switches, daily limits and timeouts.', analyst: false },
  { to: '/admin/early-adopters', title: 'Early Adopters', text: 'Review applicants and promote them to users.', analyst: false },
  { to: '/admin/claims', title: 'Claim Index', text: 'Upload ClaimReview feeds and watch them load.', analyst: false },
] as const;

/**
 * The administrator block (docs/adr/0017-screens-and-badges.md): one card per admin page. Moderators, who may read
 * analytics (docs/adr/0003-roles-and-permissions.md), get the analyst pages only, under "Analyst tools".
 */
export function AdminCards({ role = 'admin' }: { role?: Role }) {
  const admin = role === 'admin';
  const pages = ADMIN_PAGES.filter((page) => admin || page.analyst);
  return (
    <section aria-labelledby="admin-tools-title">
      <Heading id="admin-tools-title">{admin ? 'Administrator tools' : 'Analyst tools'}</Heading>
      <CardGrid $min="220px">
        {pages.map((page) => (
          <AdminLink key={page.to} to={page.to}>
            <strong>{page.title}</strong>
            <CardText>{page.text}</CardText>
          </AdminLink>
        ))}
      </CardGrid>
    </section>
  );
}

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const AdminLink = styled(Link)`
  align-self: stretch;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;
