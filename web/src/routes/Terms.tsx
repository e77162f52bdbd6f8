import { LEGAL_EFFECTIVE_DATE, PRODUCT_NAME } from '@factlens/common';
import { PageLayout } from '../components/PageLayout';
import { Effective, Prose } from '../components/Prose';

export default function Terms() {
  return (
    <PageLayout width="reading">
      <title>{`Terms of Use · ${PRODUCT_NAME}`}</title>
      <Prose>
        <h1>Terms of Use</h1>
        <Effective>Effective date: {LEGAL_EFFECTIVE_DATE}</Effective>
        <p>These terms govern your use of the {PRODUCT_NAME} web app and browser extension. By using them you agree to these terms.</p>
        <h2>The service</h2>
        <p>
          {PRODUCT_NAME} scores content for accuracy and tone using automated analysis and published fact-checks. Scores are an aid to your
          own judgement, not a verdict: they can be wrong, incomplete or out of date.
        </p>
        <h2>Early access</h2>
        <p>
          Early access is limited and free of charge. Features may change, and we may end early access with notice. Members can contribute
          directly to the design through feedback.
        </p>
        <h2>Your account</h2>
        <ul>
          <li>Keep your password safe; you are responsible for activity under your account.</li>
          <li>Do not share your account, bypass daily limits or disrupt the service.</li>
          <li>Only check content you are allowed to view.</li>
        </ul>
        <h2>Acceptable use</h2>
        <p>Do not use {PRODUCT_NAME} to harass people, to automate bulk requests, or to misrepresent scores as our endorsement.</p>
        <h2>Disclaimer and liability</h2>
        <p>
          The service is provided as is, without warranties. To the extent the law allows, we are not liable for decisions made on the basis
          of a score.
        </p>
        <h2>Changes</h2>
        <p>We may update these terms; the effective date above shows the current version.</p>
        <h2>Contact</h2>
        <p>
          Legal questions: <a href="mailto:legal@factlens.app">legal@factlens.app</a>. Support:{' '}
          <a href="mailto:support@factlens.app">support@factlens.app</a>.
        </p>
      </Prose>
    </PageLayout>
  );
}
