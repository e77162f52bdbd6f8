import { EARLY_ACCESS_TOTAL_SLOTS, PRODUCT_NAME, TAGLINE } from '@factlens/common';
import { lazy, Suspense, useState } from 'react';
import { styled } from 'styled-components';
import { Frame } from '../components/PageLayout';
import { Features } from '../components/landing/Features';
import { useSlots } from '../components/landing/slotsStore';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { Button, ButtonLink } from '../components/ui/Button';

// formik, yup and Apollo Client stay out of the landing bundle until the visitor asks for the form
// (docs/adr/0090-public-pages-load-at-once.md).
const loadModal = () => import('../components/landing/EarlyAccessModal');
const EarlyAccessModal = lazy(loadModal);

/** The words after the count, so the line reads naturally at every count (docs/adr/0064-first-hour.md). */
function slotsWording(remaining: number | undefined): string {
  if (remaining === undefined) return 'remaining slots';
  if (remaining >= EARLY_ACCESS_TOTAL_SLOTS) return 'slots, none taken yet';
  if (remaining <= 0) return 'remaining slots: all taken';
  return remaining === 1 ? 'remaining slot' : 'remaining slots';
}

export default function Landing() {
  const [modalOpen, setModalOpen] = useState(false);
  const { slots, failed } = useSlots();
  // '...' while loading and after a failed load (docs/adr/0017-screens-and-badges.md).
  const remaining = failed ? undefined : slots?.remainingSlots;

  return (
    <Frame>
      <title>{`${PRODUCT_NAME}: ${TAGLINE}`}</title>
      <SiteHeader>
        <ButtonLink to="/login" $variant="secondary" $size="sm">
          Sign In
        </ButtonLink>
      </SiteHeader>
      <main id="main">
        <Hero>
          <HeroInner>
            <Eyebrow>{TAGLINE}</Eyebrow>
            <Headline>Stop Misinformation Before It Spreads</Headline>
            <Lead>
              {PRODUCT_NAME} is an intelligent browser extension that quickly fact-checks online content. Select a post or drag over an
              image and get an accuracy score, a tone score and the published fact-checks behind them.
            </Lead>
            <Slots>
              Early access is limited to <del>{EARLY_ACCESS_TOTAL_SLOTS}</del>{' '}
              <strong data-testid="remaining-slots">{remaining ?? '...'}</strong> {slotsWording(remaining)}
            </Slots>
            {failed && <SlotsError role="status">Failed to fetch slots</SlotsError>}
            <Button
              $size="lg"
              $variant="inverse"
              onClick={() => setModalOpen(true)}
              onPointerEnter={() => void loadModal()}
              onFocus={() => void loadModal()}
            >
              Join Early Access
            </Button>
          </HeroInner>
        </Hero>
        <Features />
      </main>
      <SiteFooter />
      {modalOpen && (
        <Suspense fallback={null}>
          <EarlyAccessModal open={modalOpen} onOpenChange={setModalOpen} />
        </Suspense>
      )}
    </Frame>
  );
}

const Hero = styled.section`
  background: linear-gradient(135deg, ${({ theme }) => theme.color.heroFrom}, ${({ theme }) => theme.color.heroTo});
  color: ${({ theme }) => theme.color.onHero};
`;

const HeroInner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.md};
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Headline = styled.h1`
  max-width: 18ch;
  font-size: ${({ theme }) => theme.fontSize.display};
`;

const Lead = styled.p`
  max-width: 60ch;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Slots = styled.p`
  font-size: ${({ theme }) => theme.fontSize.md};
  del {
    opacity: 0.85;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const SlotsError = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
