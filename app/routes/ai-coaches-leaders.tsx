import { coachesLeadersEarlyAccess } from "~/content/early-access";
import { earlyAccessServer } from "./early-access-route.server";
import { earlyAccessRoute as route } from "./early-access-route.shared";

const server = earlyAccessServer(coachesLeadersEarlyAccess);

export const loader = server.loader;
export const action = server.action;
export const headers = route.headers;
export const meta = route.meta;
export const clientAction = route.clientAction;
export default route.Component;
