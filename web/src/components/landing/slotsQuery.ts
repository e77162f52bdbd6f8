import { graphql } from '../../gql';

/** Remaining early-access slots: read by the landing page, refetched after a sign-up. */
export const EarlyAccessSlotsQuery = graphql(`
  query EarlyAccessSlots {
    earlyAccessSlots {
      remainingSlots
      totalSlots
      captchaRequired
    }
  }
`);
