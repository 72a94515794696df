/** The Live Sessions page's words. Session data comes from the database. */

export const eventsMeta = {
  title: "Live Sessions: build with AI, live",
  description:
    "Free live sessions on practical AI: build-alongs, hands-on workshops and community office hours. Pick a session and save your seat.",
};

export const eventsCopy = {
  eyebrow: "Live Sessions",
  title: "Learn AI live, and build alongside me",
  intro:
    "Build-alongs, hands-on workshops and open community hours. Pick a session, save your seat, and get the details and a calendar invitation by e-mail.",
  listHeading: "Upcoming sessions",
  /** Before the owner's name, beside their portrait. */
  hostedBy: "Hosted by",
  subscribe: "Subscribe to the calendar",
  subscribeHint: "New sessions appear in your calendar app on their own.",
  /** When the list cannot be read. */
  loadError: "Failed to load events. Please try again later.",
  empty: "No upcoming events scheduled.",
  emptyHint: "New sessions are announced in the weekly newsletter. Subscribe to the calendar and they will show up on their own.",
  loading: "Loading sessions…",
  /** The panel before a session is chosen. */
  selectFirst: "Select a session first",
  selectHint: "Pick a session from the list to see what it covers and save your seat.",
  detailsHeading: "Session details",
  registerHeading: "Save your seat",
  registerHint: "Free to join. You'll get the details and a calendar invitation by e-mail.",
  fullHeading: "This session is full",
  fullText: "Every seat is taken. Pick another session, or add this one to your calendar to watch for a spot.",
  addToCalendar: "Add to calendar",
  attendeesLabel: "registered",
  full: "Full",
  emailLabel: "Email",
  nameLabel: "First Name (optional)",
  submit: "Register",
  submitting: "Registering...",
  /** The panel after registering. */
  thanksHeading: "You're all set!",
  thanksText: "The session details and a calendar invitation are on their way to",
  another: "Register for another session",
} as const;
