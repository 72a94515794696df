import { smartPromptSheetGuide } from "~/content/lead-magnets/smart-prompt-sheet";
import { guideRoute } from "./guide-route.shared";

const route = guideRoute(smartPromptSheetGuide);

export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
