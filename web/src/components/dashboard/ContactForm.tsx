import { useMutation } from '@apollo/client/react';
import { contactSchema } from '@factlens/common';
import { Form, Formik } from 'formik';
import { errorMessage } from '../../apollo/errors';
import { FormActions, FormStack, SelectField, TextAreaField, TextField } from '../../forms/fields';
import { graphql } from '../../gql';
import { useToast } from '../../toast/context';
import { Button } from '../ui/Button';
import { DialogClose } from '../ui/Dialog';

const SubmitContactMutation = graphql(`
  mutation SubmitContactRequest($input: ContactInput!) {
    submitContactRequest(input: $input) {
      message
    }
  }
`);

interface Props {
  /** The signed-in user's email, prefilled. */
  email: string;
  /** Called after a successful send: the dialog closes, which also resets the form. */
  onSent: () => void;
}

export default function ContactForm({ email, onSent }: Props) {
  const { toast } = useToast();
  const [submit] = useMutation(SubmitContactMutation);

  return (
    <Formik
      initialValues={{ userEmail: email, issueType: '', issueDescription: '' }}
      validationSchema={contactSchema}
      onSubmit={async (values, { resetForm }) => {
        const clean = contactSchema.cast(values);
        try {
          await submit({ variables: { input: clean } });
          toast({ title: 'Message Sent!', description: "Thank you for your feedback. We'll review and get back to you soon." });
          resetForm();
          onSent();
        } catch (error) {
          toast({ title: 'Error', description: errorMessage(error, 'Contact form submission failed'), variant: 'destructive' });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <FormStack>
            <TextField name="userEmail" label="Email" type="email" autoComplete="email" required />
            <SelectField name="issueType" label="Type" required>
              <option value="">Select a type…</option>
              <option value="feedback">Feedback</option>
              <option value="support">Support</option>
              <option value="billing">Billing</option>
            </SelectField>
            <TextAreaField name="issueDescription" label="Description" required />
            <FormActions>
              <DialogClose asChild>
                <Button $variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Sending...' : 'Send Message'}
              </Button>
            </FormActions>
          </FormStack>
        </Form>
      )}
    </Formik>
  );
}
