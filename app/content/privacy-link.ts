/**
 * The link beside every form that takes personal data, in a module of its own: the form pages load
 * it, and should not download the privacy page's words with it.
 */
export const privacyLinkText = "How we handle what you enter";
