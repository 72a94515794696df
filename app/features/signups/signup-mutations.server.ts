import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { landingPageSignups } from "~/db/schema";
import type { Signup } from "./signup-schema";

/**
 * Stores a signup (SPEC §7 call 10). Signing up twice on one page is one row: the second time
 * updates the names and interest, so a visitor can correct a typo by signing up again.
 */
export async function upsertSignup(db: Database, signup: Signup, pageSource: string): Promise<void> {
  await db
    .insert(landingPageSignups)
    .values({
      firstName: signup.firstName,
      lastName: signup.lastName,
      email: signup.email,
      pageSource,
      learningInterest: signup.learningInterest,
    })
    .onConflictDoUpdate({
      target: [landingPageSignups.pageSource, landingPageSignups.email],
      set: {
        firstName: signup.firstName,
        lastName: signup.lastName,
        learningInterest: signup.learningInterest,
        updatedAt: sql`now()`,
      },
    });
}
