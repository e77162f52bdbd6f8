import { useMutation } from '@apollo/client/react';
import { ACCOUNT_MESSAGES, earlyAccessSchema } from '@factlens/common';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { styled } from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import WithApollo from '../../apollo/WithApollo';
import { FormActions, FormStack, TextAreaField, TextField } from '../../forms/fields';
import { graphql } from '../../gql';
import { useToast } from '../../toast/context';
import { Button } from '../ui/Button';
import { Dialog, DialogClose } from '../ui/Dialog';
import { AltchaWidget } from './AltchaWidget';
import { useSlotsState, useSlotsStore } from './slotsStore';

const JoinEarlyAccessMutation = graphql(`
  mutation JoinEarlyAccess($input: EarlyAccessInput!) {
    joinEarlyAccess(input: $input) {
      message
      remainingSlots
    }
  }
`);

const EMPTY = { firstName: '', lastName: '', email: '', linkedinUrl: '', whyEarlyAdopter: '' };

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Closed → form → thank-you. The body unmounts on close, so reopening starts afresh. The landing
 * page has no Apollo Client; this chunk brings it (docs/adr/0090-public-pages-load-at-once.md).
 */
export default function EarlyAccessModal({ open, onOpenChange }: Props) {
  return (
    <WithApollo>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Join Early Access"
        description="Early access is limited and free: members will not be charged and can contribute directly to the design."
      >
        <EarlyAccessBody />
      </Dialog>
    </WithApollo>
  );
}

function EarlyAccessBody() {
  const [submitted, setSubmitted] = useState(false);
  const { toast } = useToast();
  // A successful sign-up reloads the slots count (docs/adr/0016-client-behaviour.md).
  const slotsStore = useSlotsStore();
  const [join] = useMutation(JoinEarlyAccessMutation, { onCompleted: () => void slotsStore.refresh() });
  // The ALTCHA check is on unless an admin switched it off; when the slots are unknown, show it.
  const { slots } = useSlotsState();
  const captchaRequired = slots?.captchaRequired ?? true;
  const [altcha, setAltcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);

  if (submitted) {
    return (
      <ThankYou>
        <h3>Thank You!</h3>
        <p>You've been added to our early access list. We'll be in touch soon!</p>
        <FormActions>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </FormActions>
      </ThankYou>
    );
  }

  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={earlyAccessSchema}
      onSubmit={async (values) => {
        const clean = earlyAccessSchema.cast(values);
        if (captchaRequired && !altcha) {
          setCaptchaError(ACCOUNT_MESSAGES.captchaMissing);
          return;
        }
        try {
          await join({
            variables: {
              input: {
                email: clean.email,
                whyEarlyAdopter: clean.whyEarlyAdopter,
                firstName: clean.firstName || null,
                lastName: clean.lastName || null,
                linkedinUrl: clean.linkedinUrl || null,
                altcha: captchaRequired ? altcha : null,
              },
            },
          });
          setSubmitted(true);
        } catch (error) {
          toast({ title: 'Error', description: errorMessage(error, 'Submission failed'), variant: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <FormStack>
            <NameRow>
              <TextField name="firstName" label="First name" autoComplete="given-name" />
              <TextField name="lastName" label="Last name" autoComplete="family-name" />
            </NameRow>
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            <TextField name="linkedinUrl" label="LinkedIn profile" type="url" placeholder="https://www.linkedin.com/in/…" />
            <TextAreaField name="whyEarlyAdopter" label="Why do you want to be an early adopter?" required />
            {captchaRequired && (
              <AltchaWidget
                error={captchaError}
                onChange={(payload) => {
                  setAltcha(payload);
                  if (payload) setCaptchaError(null);
                }}
              />
            )}
            <Privacy>
              Your privacy matters: we will not sell your information or use it for anything except validating your acceptance into the
              early adopter program.
            </Privacy>
            <FormActions>
              <DialogClose asChild>
                <Button $variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Submitting...' : 'Sign me up!'}
              </Button>
            </FormActions>
          </FormStack>
        </Form>
      )}
    </Formik>
  );
}

const NameRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
`;

const Privacy = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const ThankYou = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.success};
  }
`;
