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

/** Where a session happens, its manage page, waitlist and e-mails: words added with those features. */
export const sessionWords = {
  whereLabel: "Where",
  /** What everyone but registrants reads about where (the page, the feed, search engines' data). */
  whereOnline: "Online, link sent after registering",
  wherePlace: "In person, place sent after registering",
  whereBoth: "Online and in person, link and place sent after registering",
  joinLabel: "Join link",
  placeLabel: "Place",
  joinButton: "Join the session",
  manageLabel: "Manage your registration",
  /** After hydration, beside the PST time when the visitor's clock differs. */
  yourTime: "Your time",
  /** The panel when a session is full. */
  waitlistHint: "Join the waitlist and we'll e-mail you the moment a seat opens up.",
  waitlistSubmit: "Join the waitlist",
  waitlistSubmitting: "Joining...",
  waitlistThanksHeading: "You're on the waitlist",
  waitlistThanksText: "If a seat opens up it is yours, and we'll e-mail",
  waitlistPosition: (position: number) => `You're number ${position} on the waitlist.`,
  /** After joining the waitlist: the answer names no place in line (it would tell whether an address was already in it). */
  waitlistManage: "The e-mail on its way has a link that shows your place in line and lets you leave it.",
  alreadyWaiting: "You're already on the waitlist for this session.",
  /** On a nearly full session's card and panel. */
  seatsLeft: (seats: number) => (seats === 1 ? "1 seat left" : `${seats} seats left`),
  /** The panel before a session is chosen: the soonest one, one press from its form. */
  nextUp: "Next up",
  /** The empty state's link to the calendar feed, under its e-mail field. */
  emptyFeed: "Or subscribe to the calendar",
  /** The panel after registering. */
  thanksManage: "The e-mail on its way has a link to change or cancel your registration.",
} as const;
