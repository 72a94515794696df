import type { CommandGroup } from "../command";
import { eventsCommands } from "./events";
import { outboxCommands } from "./outbox";
import { registrationsCommands } from "./registrations";
import { signupsCommands } from "./signups";

/**
 * Every command of `npm run admin`, in the order --help lists them. A new command is one module
 * exporting a CommandGroup (see ../command.ts) and one line here.
 */
export const COMMAND_GROUPS: CommandGroup[] = [
  eventsCommands,
  registrationsCommands,
  signupsCommands,
  outboxCommands,
  // >>> videos: `videos sync` goes here at merge: a cli/commands/videos.ts exporting
  // `videosCommands` (a CommandGroup whose `sync` calls the videos feature's syncVideos(...)),
  // imported above and listed on this line. <<<
];
