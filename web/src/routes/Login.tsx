import { useApolloClient, useMutation } from '@apollo/client/react';
import { loginSchema, PRODUCT_NAME } from '@factlens/common';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { errorMessage } from '../apollo/errors';
import { setToken } from '../apollo/token';
import { PageIntro, PageLayout, PageTitle } from '../components/PageLayout';
import { ErrorAlert } from '../components/ui/Alert';
import { Button } from '../components/ui/Button';
import { Card } from '../components/ui/Card';
import { FormStack, TextField } from '../forms/fields';
import { graphql } from '../gql';
import { CurrentUserQuery } from '../hooks/useCurrentUser';

const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      expiresAt
      mustChangePassword
      user {
        id
        email
        role
      }
    }
  }
`);

export default function Login() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [login] = useMutation(LoginMutation);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <PageLayout width="narrow">
      <title>{`Sign In · ${PRODUCT_NAME}`}</title>
      <Card>
        <PageTitle>Sign In</PageTitle>
        <PageIntro>Sign in to download the extension and manage your account.</PageIntro>
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={loginSchema}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              const { data } = await login({ variables: { email: values.email.trim(), password: values.password } });
              if (!data) throw new Error('Login failed');
              // docs/adr/0016-client-behaviour.md: store the token, drop cached data, refetch the user, go on.
              setToken(data.login.token);
              await client.clearStore();
              await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' });
              // A generated password is replaced first (docs/adr/0032-password-change-and-sessions.md).
              navigate(data.login.mustChangePassword ? '/account' : '/dashboard');
            } catch (error) {
              setFailure(errorMessage(error, 'Login failed'));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <FormStack>
                {failure && <ErrorAlert>{failure}</ErrorAlert>}
                <TextField name="email" label="Email" type="email" autoComplete="email" required />
                <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
                <Button type="submit" $block disabled={isSubmitting}>
                  {isSubmitting ? 'Signing in...' : 'Sign In'}
                </Button>
              </FormStack>
            </Form>
          )}
        </Formik>
        <Back to="/">Back to home</Back>
      </Card>
    </PageLayout>
  );
}

const Back = styled(Link)`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
