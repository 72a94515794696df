/*
 * The registration form's field ids, apart from the form: the events page moves focus into a fresh
 * form, and must not load the form's code (a chunk of its own) to know where.
 */

/** A field's id on the page (one registration form per page). */
export const registrationFieldId = (field: string) => `registration-${field}`;

/** The e-mail field's id, for moving focus into a fresh form. */
export const REGISTRATION_EMAIL_ID = registrationFieldId("email");
