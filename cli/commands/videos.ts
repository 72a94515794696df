import { AdminError, resultOf, type CommandGroup } from "../command";

export const videosCommands: CommandGroup = {
  name: "videos",
  summary: "The tutorial videos on the resource hub: bring them in line with the YouTube channel.",
  subcommands: [
    {
      name: "sync",
      summary: "Sync the videos from the configured YouTube channel now",
      description:
        "Reads the channel set by YOUTUBE_CHANNEL_ID (the Data API with YOUTUBE_API_KEY, otherwise the public feed), " +
        "adds new videos, updates known ones and marks videos gone from the channel inactive. Nothing is deleted.",
      options: {
        force: { type: "boolean", description: "Sync even within the cooldown after the last sync" },
      },
      examples: ["videos sync", "videos sync --force"],
      async run(context, { options }) {
        const outcome = resultOf(await context.call("syncVideos", { force: options.force === true }), "videos sync");
        switch (outcome.status) {
          case "synced":
            context.io.stdout(
              `Synced from the ${outcome.provider === "youtube-api" ? "YouTube Data API" : "channel's public feed"}: ` +
                `${outcome.upserted} videos added or updated, ${outcome.deactivated} marked inactive.\n`,
            );
            return;
          case "fresh":
            context.io.stdout("Videos are already up to date (synced within the cooldown). Use --force to sync anyway.\n");
            return;
          case "not-configured":
            throw new AdminError("Video sync is not configured: set YOUTUBE_CHANNEL_ID (and YOUTUBE_API_KEY for the Data API).");
          case "failed":
            throw new AdminError(`The sync failed and nothing was changed: ${outcome.error}`);
        }
      },
    },
  ],
};
