import type { Database } from "~/db/client.server";
import { landingPageSignups } from "~/db/schema";
import type { Signup } from "./signup-schema";

/**
 * Stores an early-access signup: one row per page and address, whatever its case. The first
 * answer stays: anyone can type anyone's address, so a second sign-up with it changes nothing
 * (decision 013), and is answered like the first so the form reveals nothing about who signed up.
 */
export async function insertSignup(db: Database, signup: Signup, pageSource: string): Promise<void> {
  await db
    .insert(landingPageSignups)
    .values({
      firstName: signup.firstName,
      lastName: signup.lastName,
      email: signup.email,
      pageSource,
      learningInterest: signup.learningInterest,
    })
    .onConflictDoNothing();
}
