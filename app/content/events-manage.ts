/**
 * The registration's manage page's words (the link in every confirmation e-mail), apart from the
 * Live Sessions page's (events.ts) so that page's JavaScript does not carry them.
 */
export const manageWords = {
  manageTitle: "Your registration",
  manageDescription: "Your live session's details and join link: add it to your calendar, or cancel to free your seat.",
  manageRegistered: "You're registered for this session.",
  manageWaiting: "You're on the waitlist for this session.",
  cancelButton: "Cancel my registration",
  leaveButton: "Leave the waitlist",
  cancelling: "Cancelling...",
  cancelledHeading: "Your registration is cancelled",
  cancelledText: "Your seat has gone to someone else. A cancellation for your calendar is on its way by e-mail.",
  leftHeading: "You've left the waitlist",
  leftText: "You won't hear about this session again.",
  cancelledBefore: "This registration was already cancelled. Nothing else to do.",
  pastSession: "This session has already taken place, so there is nothing to cancel.",
  sessionCancelled: "This session has been cancelled.",
  badLinkHeading: "This link doesn't work",
  badLinkText: "The link is not valid, has expired, or its registration was cancelled. Your confirmation e-mail has the right link; you can also register again.",
  backToSessions: "See upcoming sessions",
} as const;
