import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../ui/Button';
import { Card, CardText, CardTitle } from '../ui/Card';
import { Dialog } from '../ui/Dialog';

// The form (formik + yup) loads when the dialog first opens.
const ContactForm = lazy(() => import('./ContactForm'));

export function FeedbackCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="feedback-title">
      <CardTitle id="feedback-title">Give Feedback / Get Help</CardTitle>
      <CardText>Read the guide, or tell us about a problem, a billing question or an idea.</CardText>
      <Link to="/docs">Documentation</Link>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        Connect With Us
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Connect With Us"
        description="Send us feedback, ask for support or raise a billing question."
      >
        <Suspense fallback={<CardText>Loading...</CardText>}>
          <ContactForm email={email} onSent={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </Card>
  );
}
