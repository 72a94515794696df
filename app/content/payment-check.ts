/*
 * The words of the pages that answer for one buyer (decision 073): /payment-success once the site
 * takes payments, and the e-mailed access link's page. Their loaders send them with the page's data,
 * so no page's JavaScript carries them.
 */

/** What /payment-success says when it unlocks nothing: no session, an unpaid one, a refunded one, Stripe unreachable (decision 073). */
export const paymentCheckWords = {
  noSession: {
    heading: "No payment to confirm",
    text: "This page unlocks the full guides after a checkout, and it was opened without one.",
    detail:
      "To get the full guides, open a mini app's results and choose “Get the full guide”. If you have paid already, open the link in the e-mail we sent you after your payment, on any device.",
  },
  unpaid: {
    heading: "Your payment is not complete yet",
    text: "Stripe has not confirmed this payment, so the full guides are still locked.",
    detail: "Some payment methods take a few minutes. Reload this page shortly, or open the link in the e-mail we send once the payment is through.",
  },
  refunded: {
    heading: "This purchase was refunded",
    text: "The payment was refunded, so it no longer unlocks the full guides.",
    detail: "If you think this is a mistake, reply to the e-mail we sent you with your guides.",
  },
  unavailable: {
    heading: "We could not confirm your payment just now",
    text: "Stripe did not answer in time. Your payment is safe, and the full guides unlock once we can confirm it.",
    detail: "Reload this page in a minute, or open the link in the e-mail we send once the payment is through.",
  },
  notOurs: {
    heading: "No payment to confirm",
    text: "This checkout is not one for the full guides of this site.",
    detail: "To get the full guides, open a mini app's results and choose “Get the full guide”.",
  },
} as const;

/** The e-mailed access link's page (/full-guide/access/<token>). */
export const guideAccessPageWords = {
  unlocked: {
    heading: "Your full guides are unlocked on this device",
    text: "Every build idea and agent in the mini apps now shows its complete step-by-step guide in this browser.",
    detail: "Open this link from the e-mail on any other device or browser to unlock it there too.",
  },
  refunded: paymentCheckWords.refunded,
  badLink: {
    heading: "This link does not work",
    text: "The link is incomplete or was not made by this site.",
    detail: "Copy the whole link from your e-mail, or reply to it if it still does not work.",
  },
  link: "Open the mini apps",
} as const;
