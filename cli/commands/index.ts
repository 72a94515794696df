import type { CommandGroup } from "../command";
import { loginLinkCommands, sessionsCommands } from "./console";
import { doctorCommands } from "./doctor";
import { backupCommands, moveToPostgresCommands, restoreCommands } from "./backup";
import { eventsCommands } from "./events";
import { forgetCommands } from "./forget";
import { newsletterCommands } from "./newsletter";
import { outboxCommands } from "./outbox";
import { postsCommands } from "./posts";
import { registrationsCommands } from "./registrations";
import { signupsCommands } from "./signups";
import { subscribersCommands } from "./subscribers";
import { offersCommands, settingsCommands } from "./site-values";
import { videosCommands } from "./videos";

/**
 * Every command of `npm run admin`, in the order --help lists them. A new command is one module
 * exporting a CommandGroup (see ../command.ts) and one line here.
 */
export const COMMAND_GROUPS: CommandGroup[] = [
  eventsCommands,
  registrationsCommands,
  signupsCommands,
  subscribersCommands,
  newsletterCommands,
  outboxCommands,
  forgetCommands,
  videosCommands,
  postsCommands,
  settingsCommands,
  offersCommands,
  loginLinkCommands,
  sessionsCommands,
  doctorCommands,
  backupCommands,
  restoreCommands,
  moveToPostgresCommands,
];
