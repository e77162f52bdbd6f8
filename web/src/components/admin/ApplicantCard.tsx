import { useState } from 'react';
import { styled } from 'styled-components';
import { graphql } from '../../gql';
import type { ApplicantCard_RespondentFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { Badge } from '../ui/Badge';
import { Button, ButtonAnchor } from '../ui/Button';
import { Card, CardHeader, CardTitle } from '../ui/Card';
import { PasswordBox } from './PasswordBox';

export const ApplicantCardFragment = graphql(`
  fragment ApplicantCard_respondent on EarlyAccessRespondent {
    id
    email
    firstName
    lastName
    linkedinUrl
    whyEarlyAdopter
    authorizedUser
    captchaVerified
    signupDate
    generatedPassword
  }
`);

interface Props {
  applicant: ApplicantCard_RespondentFragment;
  onPromote: (id: string) => Promise<void>;
}

export function ApplicantCard({ applicant, onPromote }: Props) {
  // Reviewed is a local note for this visit only; it is not saved (spec section 2).
  const [reviewed, setReviewed] = useState(false);
  const [pending, setPending] = useState(false);
  const name = [applicant.firstName, applicant.lastName].filter(Boolean).join(' ') || applicant.email;
  const titleId = `applicant-${applicant.id}`;

  async function promote() {
    setPending(true);
    try {
      await onPromote(applicant.id);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{name}</CardTitle>
        <Check>
          <input type="checkbox" checked={reviewed} onChange={(e) => setReviewed(e.target.checked)} />
          Reviewed
        </Check>
      </CardHeader>
      <Email>{applicant.email}</Email>
      <Badges>
        <Badge $tone={applicant.authorizedUser ? 'green' : 'gray'}>{applicant.authorizedUser ? 'Authorized' : 'Not authorized'}</Badge>
        <Badge $tone={applicant.captchaVerified ? 'blue' : 'gray'}>{applicant.captchaVerified ? 'Verified' : 'Not verified'}</Badge>
      </Badges>
      <Facts>
        <dt>LinkedIn</dt>
        <dd>
          {applicant.linkedinUrl ? (
            <a href={applicant.linkedinUrl} target="_blank" rel="noopener noreferrer">
              {applicant.linkedinUrl}
            </a>
          ) : (
            'Not provided'
          )}
        </dd>
        <dt>Signed up</dt>
        <dd>{formatDate(applicant.signupDate)}</dd>
      </Facts>
      <Why>
        <h3>Why Early Adopter?</h3>
        <p>{applicant.whyEarlyAdopter || 'No reason provided'}</p>
      </Why>
      <PasswordBox password={applicant.generatedPassword} />
      <Actions>
        <ButtonAnchor href={`mailto:${applicant.email}`} $variant="secondary" $size="sm">
          Contact
        </ButtonAnchor>
        <Button $size="sm" disabled={pending || applicant.authorizedUser} onClick={() => void promote()}>
          {applicant.authorizedUser ? 'Already Promoted' : pending ? 'Promoting...' : 'Promote to User'}
        </Button>
      </Actions>
    </Card>
  );
}

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Email = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Why = styled.div`
  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.sm};
    white-space: pre-wrap;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
`;
