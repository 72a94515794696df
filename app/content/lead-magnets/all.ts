/** Every lead-magnet page's entry. The guide route reads its own in its loader, so a page never downloads the others. */
import { lovableGuide } from "./lovable-guide";
import { meetingInsightsPromptsGuide } from "./meeting-insights-prompts";
import { vibeCodeJobHuntingGuide } from "./vibe-code-job-hunting";
import { smartPromptSheetGuide } from "./smart-prompt-sheet";
import { weeklyWinReportGuide } from "./build-a-weekly-win-report";

export const guides = [lovableGuide, meetingInsightsPromptsGuide, vibeCodeJobHuntingGuide, smartPromptSheetGuide, weeklyWinReportGuide] as const;
