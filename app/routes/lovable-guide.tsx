import { lovableGuide } from "~/content/lead-magnets/lovable-guide";
import { guideRoute } from "./guide-route.shared";

const route = guideRoute(lovableGuide);

export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
