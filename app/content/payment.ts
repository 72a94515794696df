export const paymentSuccessCopy = {
  meta: {
    title: "Payment Successful",
    description: "Your payment went through and the full implementation guides in the mini apps are unlocked on this device.",
  },
  heading: "Payment Successful",
  text: "Thank you! The full implementation guides are now unlocked on this device.",
  detail:
    "Run the AI Use Case Finder and every build idea and agent now shows its complete step-by-step guide. The unlock is saved in this browser, so come back on the same device and browser to find your guides.",
  link: "Return to Mini Apps",
} as const;

export const paymentCanceledCopy = {
  meta: {
    title: "Payment Canceled",
    description: "Your checkout was canceled and no charge was made. Start checkout again from the mini apps whenever you're ready.",
  },
  heading: "Payment Canceled",
  text: "No charge was made. You can start checkout again whenever you're ready.",
  link: "Back to Mini Apps",
} as const;
