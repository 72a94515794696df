import { vibeCodeJobHuntingGuide } from "~/content/lead-magnets/vibe-code-job-hunting";
import { guideRoute } from "./guide-route.shared";

const route = guideRoute(vibeCodeJobHuntingGuide);

export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
