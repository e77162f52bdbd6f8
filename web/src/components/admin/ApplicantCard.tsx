import { useState } from 'react';
import { styled } from 'styled-components';
import { graphql } from '../../gql';
import type { ApplicantCard_RespondentFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import type { PromotionReport } from '../../mutations/usePromoteApplicant';
import { Badge } from '../ui/Badge';
import { Button, ButtonAnchor } from '../ui/Button';
import { Card, CardHeader, CardTitle } from '../ui/Card';
import { Dialog, DialogClose } from '../ui/Dialog';
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
  /** Promote; answers what happened (or null on failure). */
  onPromote: (id: string) => Promise<PromotionReport | null | void>;
  /** Delete the applicant (frees the place); answers whether it worked. */
  onDelete?: (id: string) => Promise<boolean>;
}

export function ApplicantCard({ applicant, onPromote, onDelete }: Props) {
  // Reviewed is a local note for this visit only; it is not saved (docs/adr/0017-screens-and-badges.md).
  const [reviewed, setReviewed] = useState(false);
  const [pending, setPending] = useState(false);
  const [report, setReport] = useState<PromotionReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = [applicant.firstName, applicant.lastName].filter(Boolean).join(' ') || applicant.email;
  const titleId = `applicant-${applicant.id}`;

  async function promote() {
    setPending(true);
    try {
      const result = await onPromote(applicant.id);
      if (result) setReport(result);
    } finally {
      setPending(false);
    }
  }

  async function remove() {
    if (!onDelete) return;
    setDeleting(true);
    const ok = await onDelete(applicant.id);
    setDeleting(false);
    if (ok) setConfirming(false);
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
      {report && (
        <Outcome role="status" data-outcome={report.outcome}>
          {report.message}
        </Outcome>
      )}
      {/* A password exists only for a new account (CREATED); an existing account's password is never shown or changed. */}
      {!(report && report.outcome !== 'CREATED') && <PasswordBox password={applicant.generatedPassword} authorized={applicant.authorizedUser} />}
      <Actions>
        <ButtonAnchor href={`mailto:${applicant.email}`} $variant="secondary" $size="sm">
          Contact
        </ButtonAnchor>
        {onDelete && (
          <Button $size="sm" $variant="secondary" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
        <Button $size="sm" disabled={pending || applicant.authorizedUser} onClick={() => void promote()}>
          {applicant.authorizedUser ? 'Already Promoted' : pending ? 'Promoting...' : 'Promote to User'}
        </Button>
      </Actions>
      {onDelete && (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete applicant?"
          description={`${applicant.email} will be removed from the early access list and their place freed. An account already created for them stays.`}
        >
          <Actions>
            <DialogClose asChild>
              <Button $variant="secondary">Cancel</Button>
            </DialogClose>
            <Button $variant="danger" disabled={deleting} onClick={() => void remove()}>
              {deleting ? 'Deleting...' : 'Delete applicant'}
            </Button>
          </Actions>
        </Dialog>
      )}
    </Card>
  );
}

const Outcome = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

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
