import { PRODUCT_NAME } from '@factlens/common';
import { PageIntro, PageLayout, PageTitle } from '../components/PageLayout';
import { ButtonLink } from '../components/ui/Button';

export default function NotFound() {
  return (
    <PageLayout width="narrow">
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <PageTitle>404 Page Not Found</PageTitle>
      <PageIntro>The page you asked for does not exist or has moved.</PageIntro>
      <ButtonLink to="/">Back to home</ButtonLink>
    </PageLayout>
  );
}
