import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { CardGrid, CardText } from '../ui/Card';

const ADMIN_PAGES = [
  { to: '/admin/users', title: 'User Manager', text: 'See every user and change their role.' },
  { to: '/admin/analytics', title: 'Usage Dashboard', text: 'Fact-checks, API calls and activity.' },
  { to: '/admin/settings', title: 'Site Controls', text: 'Switches, daily limits and timeouts.' },
  { to: '/admin/early-adopters', title: 'Early Adopters', text: 'Review applicants and promote them to users.' },
] as const;

/** The administrator-only block (spec section 2): four cards, one per admin page. */
export function AdminCards() {
  return (
    <section aria-labelledby="admin-tools-title">
      <Heading id="admin-tools-title">Administrator tools</Heading>
      <CardGrid $min="220px">
        {ADMIN_PAGES.map((page) => (
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
