import { TransactionRollbackError } from "drizzle-orm";
import type { Database } from "./client.server";
import { sampleEvents, sampleVideos } from "./sample-data";
import { appMeta, events, youtubeVideos } from "./schema";

const SEEDED_KEY = "sample_data_seeded";

/**
 * Fills a brand-new database with sample sessions and videos, once: the marker in app_meta keeps
 * deleted samples from coming back on the next start, and existing content is never mixed with samples.
 */
export async function seedSampleData(db: Database, { now }: { now: Date }): Promise<{ seeded: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      // Claiming the marker first serialises concurrent seeders on PostgreSQL: the second one
      // waits on the key, then finds it taken.
      const claimed = await tx
        .insert(appMeta)
        .values({ key: SEEDED_KEY, value: now.toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (claimed.length === 0) return { seeded: false };

      const [anyEvent] = await tx.select({ id: events.id }).from(events).limit(1);
      const [anyVideo] = await tx.select({ id: youtubeVideos.id }).from(youtubeVideos).limit(1);
      // Rolls the marker back too: real content predates seeding, so samples were never added.
      if (anyEvent || anyVideo) tx.rollback();

      await tx.insert(events).values(sampleEvents(now));
      await tx.insert(youtubeVideos).values(sampleVideos(now));
      return { seeded: true };
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return { seeded: false };
    throw error;
  }
}
