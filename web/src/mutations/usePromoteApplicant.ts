import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import type { PromotionOutcome } from '../gql/graphql';
import { useToast } from '../toast/context';

const PromoteApplicantMutation = graphql(`
  mutation PromoteApplicant($respondentId: ID!) {
    promoteApplicant(respondentId: $respondentId) {
      outcome
      message
      generatedPassword
      respondent {
        id
        ...ApplicantCard_respondent
      }
      user {
        id
        role
      }
    }
  }
`);

/** What a promotion did, in plain words for the admin (docs/adr/0030-promotion-never-touches-existing-accounts.md). */
export interface PromotionReport {
  outcome: PromotionOutcome;
  message: string;
}

/** The card's line for each outcome: only a new account has a generated password. */
export const OUTCOME_TEXT: Record<PromotionOutcome, string> = {
  CREATED: 'New account created with a generated password. Pass it on: they must change it at first sign-in.',
  UPGRADED: 'Existing free account upgraded to Early Access. Their password was not changed.',
  ALREADY_MEMBER: 'Already a member (Early Access or higher). Nothing was changed.',
};

/**
 * Promotes an applicant. The answer's respondent is normalised by id, so the card turns to
 * 'Already Promoted' without a refetch. The toast says what happened; only a CREATED account shows
 * the generated password.
 */
export function usePromoteApplicant() {
  const [mutate] = useMutation(PromoteApplicantMutation);
  const { toast } = useToast();

  return useCallback(
    async (respondentId: string): Promise<PromotionReport | null> => {
      try {
        const { data } = await mutate({ variables: { respondentId } });
        const result = data?.promoteApplicant;
        if (!result) throw new Error('Failed to promote user');
        if (result.outcome === 'CREATED') {
          toast({ title: 'User promoted successfully', description: `Generated password: ${result.generatedPassword ?? ''}` });
        } else if (result.outcome === 'UPGRADED') {
          toast({ title: 'User promoted successfully', description: OUTCOME_TEXT.UPGRADED });
        } else {
          toast({ title: 'Already a member', description: OUTCOME_TEXT.ALREADY_MEMBER });
        }
        return { outcome: result.outcome, message: OUTCOME_TEXT[result.outcome] };
      } catch (error) {
        toast({ title: 'Promotion failed', description: errorMessage(error, 'Failed to promote user'), variant: 'destructive' });
        return null;
      }
    },
    [mutate, toast],
  );
}
