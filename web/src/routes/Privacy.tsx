import { LEGAL_EFFECTIVE_DATE, PRODUCT_NAME } from '@factlens/common';
import { PageLayout } from '../components/PageLayout';
import { Effective, Prose } from '../components/Prose';

export default function Privacy() {
  return (
    <PageLayout width="reading">
      <title>{`Privacy Policy · ${PRODUCT_NAME}`}</title>
      <Prose>
        <h1>Privacy Policy</h1>
        <Effective>Effective date: {LEGAL_EFFECTIVE_DATE}</Effective>
        <p>
          This policy explains what {PRODUCT_NAME} collects when you use the web app and the browser extension, why, and what you can ask us
          to do with it.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>Account data: your email address, optional first and last name, your role and your plan.</li>
          <li>
            Early access applications: the email, names, LinkedIn profile and the reason you gave. We use them only to decide on acceptance
            into the early adopter program; we do not sell them.
          </li>
          <li>
            Content you choose to check: the text you select, or the image region you drag over, with the platform it came from. The
            extension sends nothing until you ask for a check.
          </li>
          <li>Usage records: how many checks you ran each day and which services answered, to enforce daily limits.</li>
          <li>Messages you send us through the contact form.</li>
        </ul>
        <h2>How we use it</h2>
        <ul>
          <li>To score content for accuracy and tone and show you the evidence behind the score.</li>
          <li>To run your account, apply daily limits and keep the service secure.</li>
          <li>To answer your feedback and support requests.</li>
        </ul>
        <h2>Third-party services</h2>
        <p>
          To score content we may send the text (never your account details) to a fact-check search service, a moderation service and a
          claim-verification service. They process it under their own terms.
        </p>
        <h2>Storage and retention</h2>
        <p>
          Sign-in uses a session token stored in your browser&apos;s local storage; signing out revokes it. We keep account data while your
          account exists and check history for as long as it is useful to you; ask us and we delete it.
        </p>
        <h2>Your rights</h2>
        <p>You can ask for a copy of your data, its correction or its deletion at any time.</p>
        <h2>Contact</h2>
        <p>
          Privacy questions: <a href="mailto:privacy@factlens.app">privacy@factlens.app</a>. Everything else:{' '}
          <a href="mailto:support@factlens.app">support@factlens.app</a>.
        </p>
      </Prose>
    </PageLayout>
  );
}
