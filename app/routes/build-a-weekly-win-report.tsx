import { weeklyWinReportGuide } from "~/content/lead-magnets/build-a-weekly-win-report";
import { guideRoute } from "./guide-route.shared";

const route = guideRoute(weeklyWinReportGuide);

export const meta = route.meta;
export const handle = route.handle;
export default route.Component;
