import { useId, useState, type ReactNode } from "react";
import { Bot, Check, ChevronDown, Code2, ExternalLink as ExternalIcon, Lock, MessageSquareText } from "lucide-react";
import type { UseCaseSection } from "~/ai/types";
import { CopyButton } from "~/components/copy-button";
import { ExternalLink } from "~/components/external-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useCopyToClipboard } from "~/components/use-copy-to-clipboard";
import { finderCopy, fullGuideButton, getStartedLinks } from "~/content/use-case-finder";
import { useRootData } from "~/lib/site-config";
import { GUIDE_CHECKOUT_PATH, type GuideAccess } from "~/lib/guide-access";
import { cn } from "~/lib/utils";
import { unlockFullGuide, useFullGuideUnlocked } from "./use-full-guide-unlocked";
import { useSectionStarted } from "./use-section-started";

const copy = finderCopy.card;
const COPIED_MS = 2_000;

const kinds = {
  prompt: { badge: copy.badges.prompt, variant: "default", Icon: MessageSquareText },
  vibeCode: { badge: copy.badges.vibeCode, variant: "secondary", Icon: Code2 },
  agent: { badge: copy.badges.agent, variant: "outline", Icon: Bot },
} as const;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1.5">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </section>
  );
}

function List({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag className={cn("grid gap-1 pl-5 text-sm leading-relaxed", ordered ? "list-decimal" : "list-disc")}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Tag>
  );
}

function Block({ text }: { text: string }) {
  return <p className="rounded-md border bg-muted/50 p-3 text-sm leading-relaxed whitespace-pre-wrap">{text}</p>;
}

/** A text to paste elsewhere, shown whole, with its copy button under it. */
function CopyableBlock({ text, label }: { text: string; label: string }) {
  return (
    <>
      <Block text={text} />
      <CopyButton
        text={text}
        resetAfterMs={COPIED_MS}
        label={label}
        className="justify-self-start"
        successMessage={finderCopy.toasts.copied}
        failureMessage={finderCopy.toasts.copyFailed}
      />
    </>
  );
}

/**
 * The guide's price and checkout in force come with the root's data (the effective offers). Once the
 * site takes payments the button asks the server for a checkout (a plain form: the server answers
 * with Stripe's page); before that, the configured checkout link, or the unlock for testing.
 */
function GuideButton({ access }: { access: GuideAccess }) {
  const { guide } = useRootData();
  const label = fullGuideButton(guide.price);
  if (access === "locked") {
    return (
      <form method="post" action={GUIDE_CHECKOUT_PATH}>
        <Button type="submit" className="w-full sm:w-auto">
          <Lock aria-hidden="true" />
          {label}
        </Button>
      </form>
    );
  }
  if (guide.checkoutUrl) {
    return (
      <Button asChild className="w-full sm:w-auto">
        <a href={guide.checkoutUrl}>
          <Lock aria-hidden="true" />
          {label}
        </a>
      </Button>
    );
  }
  return (
    <Button
      type="button"
      className="w-full sm:w-auto"
      onClick={() => {
        unlockFullGuide();
        toast.success(finderCopy.toasts.guideUnlockedForTesting);
      }}
    >
      <Lock aria-hidden="true" />
      {label}
    </Button>
  );
}

function GuideTeaser({ type, access }: { type: "vibeCode" | "agent"; access: GuideAccess }) {
  return (
    <div data-slot="guide-lock" className="grid gap-3 rounded-lg border border-dashed bg-muted/40 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Lock aria-hidden="true" className="size-4" />
        {finderCopy.guide.heading}
      </p>
      <List items={finderCopy.guide.teaser[type]} />
      <GuideButton access={access} />
      <p className="text-xs text-muted-foreground">{finderCopy.guide.note}</p>
    </div>
  );
}

/** Copies `text`, then opens a tool in a new tab with a toast saying so. */
function useOpenWithCopy() {
  const { copy: copyText } = useCopyToClipboard({ resetAfterMs: COPIED_MS });
  return async (text: string, url: string, message: string, detail: string) => {
    const copied = await copyText(text);
    window.open(url, "_blank", "noopener,noreferrer");
    if (copied) toast(message, { description: detail });
    else toast.error(finderCopy.toasts.copyFailed);
  };
}

function Details({
  section,
  locked,
  access,
  onStarted,
}: {
  section: UseCaseSection;
  locked: boolean;
  access: GuideAccess;
  onStarted(): void;
}) {
  const { content } = section;
  const openWithCopy = useOpenWithCopy();
  const description = content.description ? <p className="text-sm leading-relaxed">{content.description}</p> : null;
  const benefits =
    content.benefits.length > 0 ? (
      <Part title={copy.benefits}>
        <List items={content.benefits} />
      </Part>
    ) : null;
  const steps = content.steps?.length ? (
    <Part title={copy.steps}>
      <List items={content.steps} ordered />
    </Part>
  ) : null;
  // An engine that answered in free text only: show it whole rather than nothing.
  const raw =
    content.rawContent && !content.prompt && !content.whatToBuild && !content.whatToDo ? <Block text={content.rawContent} /> : null;

  if (section.type === "prompt") {
    return (
      <>
        {description}
        {content.prompt ? (
          <Part title={copy.prompt}>
            <CopyableBlock text={content.prompt} label={copy.copyPrompt} />
          </Part>
        ) : null}
        {raw}
        {content.whyItHelps ? (
          <Part title={copy.whyItHelps}>
            <p className="text-sm leading-relaxed">{content.whyItHelps}</p>
          </Part>
        ) : null}
        {steps}
        {benefits}
        {content.prompt ? (
          <Button
            type="button"
            className="w-full sm:w-auto sm:justify-self-start"
            onClick={async () => {
              await openWithCopy(
                content.prompt!,
                getStartedLinks.chatgpt,
                finderCopy.toasts.openingChatgpt,
                finderCopy.toasts.openingChatgptDetail,
              );
              onStarted();
            }}
          >
            <ExternalIcon aria-hidden="true" />
            {copy.openChatgpt}
          </Button>
        ) : null}
      </>
    );
  }

  if (locked) {
    return (
      <>
        {description}
        {benefits}
        <GuideTeaser type={section.type} access={access} />
      </>
    );
  }

  const whyItMatters = content.whyItMatters ?? content.whyItHelps;
  return (
    <>
      {description}
      {benefits}
      {section.type === "vibeCode" && content.whatToBuild ? (
        <Part title={copy.buildInstructions}>
          <p className="text-xs text-muted-foreground">{copy.buildTime}</p>
          <CopyableBlock text={content.whatToBuild} label={copy.copyBuildInstructions} />
        </Part>
      ) : null}
      {section.type === "agent" && content.whatToDo ? (
        <Part title={copy.whatTheAgentDoes}>
          <p className="text-sm leading-relaxed whitespace-pre-wrap">{content.whatToDo}</p>
        </Part>
      ) : null}
      {raw}
      {steps}
      {whyItMatters ? (
        <Part title={copy.whyItMatters}>
          <p className="text-sm leading-relaxed">{whyItMatters}</p>
        </Part>
      ) : null}
      {section.type === "vibeCode" ? (
        <Button
          type="button"
          className="w-full sm:w-auto sm:justify-self-start"
          onClick={async () => {
            await openWithCopy(
              content.whatToBuild ?? content.rawContent ?? content.description,
              getStartedLinks.lovable,
              finderCopy.toasts.openingLovable,
              finderCopy.toasts.openingLovableDetail,
            );
            onStarted();
          }}
        >
          <ExternalIcon aria-hidden="true" />
          {copy.startInLovable}
        </Button>
      ) : (
        <Button asChild className="w-full sm:w-auto sm:justify-self-start">
          <ExternalLink href={getStartedLinks.relay} onClick={onStarted}>
            <ExternalIcon aria-hidden="true" />
            {copy.openRelay}
          </ExternalLink>
        </Button>
      )}
    </>
  );
}

/**
 * One numbered, collapsible result section. Build ideas and agents show their full guide only
 * once it is unlocked: by a purchase the server found (`guide` "paid"), or, while the site takes no
 * payments, by this device's flag; prompts are always whole.
 */
export function SectionCard({ section, number, guide }: { section: UseCaseSection; number: number; guide: GuideAccess }) {
  const [open, setOpen] = useState(false);
  const flagged = useFullGuideUnlocked();
  const unlocked = guide === "paid" || (guide === "open" && flagged);
  const [started, markStarted] = useSectionStarted(section);
  const bodyId = useId();
  const { badge, variant, Icon } = kinds[section.type];

  return (
    <li data-slot="section-card" data-type={section.type} className="rounded-xl border bg-card shadow-xs">
      {/* A heading for screen-reader navigation, sized as card text rather than a page heading. */}
      <h3 className="text-base text-pretty">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-accent/40"
        >
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-bold text-primary">
            {number}
          </span>
          <span className="grid min-w-0 flex-1 gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant={variant}>
                <Icon aria-hidden="true" />
                {badge}
              </Badge>
              {started ? (
                <Badge variant="outline" data-slot="started">
                  <Check aria-hidden="true" />
                  {copy.started}
                </Badge>
              ) : null}
            </span>
            <span data-slot="section-title" className="text-base leading-snug font-semibold">
              {section.title}
            </span>
            {section.subtitle ? <span className="text-sm font-normal text-muted-foreground">{section.subtitle}</span> : null}
            {/* Said once, on the first card: the chevron says it on the others. */}
            {number === 1 ? <span className="text-xs font-normal text-muted-foreground">{open ? copy.collapse : copy.expand}</span> : null}
          </span>
          <ChevronDown aria-hidden="true" className={cn("mt-1 size-5 shrink-0 transition-transform", open && "rotate-180")} />
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="grid gap-4 border-t p-4">
        {open ? <Details section={section} locked={section.type !== "prompt" && !unlocked} access={guide} onStarted={markStarted} /> : null}
      </div>
    </li>
  );
}
