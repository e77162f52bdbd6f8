import { useApolloClient, useMutation } from '@apollo/client/react';
import { ACCOUNT_MESSAGES, NEW_PASSWORD_MIN, PRODUCT_NAME, passwordChangeSchema } from '@factlens/common';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { object, string } from 'yup';
import { errorMessage } from '../apollo/errors';
import { clearToken } from '../apollo/token';
import { AccessGate, type SignedInUser } from '../components/AccessGate';
import { PageLayout, PageTitle } from '../components/PageLayout';
import { ErrorAlert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { Card, CardText, CardTitle } from '../components/ui/Card';
import { Dialog, DialogClose } from '../components/ui/Dialog';
import { FormActions, FormStack, TextField } from '../forms/fields';
import { graphql } from '../gql';
import { useToast } from '../toast/context';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      message
      revokedSessions
      user {
        id
        mustChangePassword
      }
    }
  }
`);

const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

export const PASSWORDS_DIFFER = 'The two new passwords do not match';
export const GENERATED_PASSWORD_NOTICE =
  'Your password was generated when your early access was approved. Please choose your own password before you continue.';

// The server's rules (common/src/account.ts) plus the confirmation field, which only the form has.
const formSchema = passwordChangeSchema.concat(
  object({
    confirmPassword: string()
      .required(PASSWORDS_DIFFER)
      .test('same', PASSWORDS_DIFFER, function same(value) {
        return value === this.parent.newPassword;
      }),
  }),
);

/**
 * The account page (docs/adr/0032-password-change-and-sessions.md): change the password (required
 * first after a generated one) and sign out everywhere.
 */
export default function Account() {
  return (
    <PageLayout width="narrow">
      <title>{`Account · ${PRODUCT_NAME}`}</title>
      <PageTitle>Account</PageTitle>
      <AccessGate what="your account" allowPasswordChange>
        {(user) => <AccountBody user={user} />}
      </AccessGate>
    </PageLayout>
  );
}

function AccountBody({ user }: { user: SignedInUser }) {
  const required = Boolean(user.mustChangePassword);
  return (
    <>
      <Email>
        Signed in as <strong>{user.email}</strong>
      </Email>
      {required && <ErrorAlert>{GENERATED_PASSWORD_NOTICE}</ErrorAlert>}
      <ChangePasswordCard required={required} />
      {!required && <SignOutEverywhereCard />}
      {!required && <Link to="/dashboard">Back to dashboard</Link>}
    </>
  );
}

function ChangePasswordCard({ required }: { required: boolean }) {
  const [change] = useMutation(ChangePasswordMutation);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Card aria-labelledby="change-password-title">
      <CardTitle id="change-password-title">Change password</CardTitle>
      <CardText>
        At least {NEW_PASSWORD_MIN} characters. Your other devices are signed out when you change it; this one stays signed in.
      </CardText>
      <Formik
        initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
        validationSchema={formSchema}
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            const { data } = await change({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
            toast({ title: 'Password changed', description: data?.changePassword.message ?? ACCOUNT_MESSAGES.passwordChanged });
            helpers.resetForm();
            if (required) navigate('/dashboard');
          } catch (error) {
            setFailure(errorMessage(error, 'Password change failed'));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormStack>
              {failure && <ErrorAlert>{failure}</ErrorAlert>}
              <TextField
                name="currentPassword"
                label={required ? 'Current (generated) password' : 'Current password'}
                type="password"
                autoComplete="current-password"
                required
              />
              <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" required />
              <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" required />
              <FormActions>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? 'Changing...' : 'Change password'}
                </Button>
              </FormActions>
            </FormStack>
          </Form>
        )}
      </Formik>
    </Card>
  );
}

function SignOutEverywhereCard() {
  const client = useApolloClient();
  const [signOutEverywhere] = useMutation(SignOutEverywhereMutation);
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    try {
      await signOutEverywhere();
    } catch (error) {
      setPending(false);
      toast({ title: 'Sign out everywhere failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      return;
    }
    // This session ended too: forget it like a normal sign-out (full page load of /).
    clearToken();
    await client.clearStore();
    window.location.assign('/');
  }

  return (
    <Card aria-labelledby="sessions-title">
      <CardTitle id="sessions-title">Sessions</CardTitle>
      <CardText>Signed in on a device you no longer use, or lost one? Sign out on every device, this one included.</CardText>
      <FormActions>
        <Button $variant="danger" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </FormActions>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description="Every session of your account ends, this one included. You will need to sign in again."
      >
        <FormActions>
          <DialogClose asChild>
            <Button $variant="secondary">Cancel</Button>
          </DialogClose>
          <Button $variant="danger" disabled={pending} onClick={() => void run()}>
            {pending ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
        </FormActions>
      </Dialog>
    </Card>
  );
}

const Email = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
