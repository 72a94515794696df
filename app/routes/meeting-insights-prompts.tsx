import { meetingInsightsPromptsGuide } from "~/content/lead-magnets/meeting-insights-prompts";
import { guideRoute } from "./guide-route.shared";

const route = guideRoute(meetingInsightsPromptsGuide);

export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
