import { ArrowRight, Bot, Lightbulb, Loader2, Rocket, Sparkles } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { miniAppsCopy as copy, type MiniAppCard, type MiniAppId } from "~/content/mini-apps";
import type { LazyMiniAppDialog } from "~/components/mini-app-dialog";
import { useSiteConfig } from "~/lib/site-config";

const CARD_ICONS: Record<MiniAppId, typeof Lightbulb> = {
  beginnerIdeas: Lightbulb,
  useCaseFinder: Rocket,
  gpt5Analyzer: Bot,
};

/** Each tool's own colour for its icon, so three tools do not read as one card three times. */
const CARD_ACCENTS: Record<MiniAppId, string> = {
  beginnerIdeas: "bg-brand-subtle text-brand",
  useCaseFinder: "bg-secondary text-secondary-foreground",
  gpt5Analyzer: "bg-primary text-primary-foreground",
};

interface CardViewProps {
  card: MiniAppCard;
  dialog?: LazyMiniAppDialog;
  opening: boolean;
  onOpen(): void;
  buttonRef(element: HTMLButtonElement | null): void;
}

function MiniAppCardView({ card, dialog, opening, onOpen, buttonRef }: CardViewProps) {
  const Icon = CARD_ICONS[card.id];
  return (
    <article
      className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
      aria-labelledby={`mini-app-${card.id}`}
    >
      <div className="flex items-center justify-between gap-3">
        <span className={`grid size-12 place-items-center rounded-xl ${CARD_ACCENTS[card.id]}`}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <span className="rounded-full border border-border px-3 py-1 text-xs font-semibold text-foreground/80" data-testid="mini-app-gives">
          {card.gives}
        </span>
      </div>
      <h2 id={`mini-app-${card.id}`} className="mt-5 text-h3 font-bold text-balance">
        {card.title}
      </h2>
      <p className="mt-2 font-medium text-foreground" data-testid="mini-app-for">
        {card.forWhom}
      </p>
      <p className="mt-2 text-muted-foreground">{card.description}</p>
      <ul className="mt-5 mb-8 grid gap-2 text-sm">
        {card.points.map((point) => (
          <li key={point} className="flex items-center gap-2">
            <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
      <Button
        ref={buttonRef}
        type="button"
        size="lg"
        className="mt-auto w-full"
        aria-haspopup="dialog"
        onPointerEnter={dialog?.preload}
        onFocus={dialog?.preload}
        onClick={onOpen}
      >
        {opening ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {card.button}
        {opening ? null : <ArrowRight aria-hidden="true" />}
      </Button>
    </article>
  );
}

/** Rendered while a dialog's code downloads, so its button can show that something is happening. */
function Downloading({ id, onChange }: { id: MiniAppId; onChange(downloading: MiniAppId | null): void }) {
  useEffect(() => {
    onChange(id);
    return () => onChange(null);
  }, [id, onChange]);
  return null;
}

/**
 * The mini apps page: three cards, each opening its dialog. A dialog's code downloads
 * only when its button is first hovered, focused or pressed; once loaded it stays mounted, so it
 * closes with its animation and reopens at once.
 */
export function MiniAppsPage({ dialogs }: { dialogs: Partial<Record<MiniAppId, LazyMiniAppDialog>> }) {
  const site = useSiteConfig();
  const [open, setOpen] = useState<MiniAppId | null>(null);
  const [mounted, setMounted] = useState<MiniAppId[]>([]);
  const buttons = useRef(new Map<MiniAppId, HTMLButtonElement>());
  const [downloading, setDownloading] = useState<MiniAppId | null>(null);
  // The dialogs are opened by state, not by a Radix trigger, so focus goes back to the card's
  // button by hand: after the render that releases the dialog's focus trap.
  const returnFocusTo = useRef<MiniAppId | null>(null);
  useEffect(() => {
    if (open !== null || !returnFocusTo.current) return;
    buttons.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [open]);

  function show(id: MiniAppId) {
    if (!dialogs[id]) return;
    setMounted((ids) => (ids.includes(id) ? ids : [...ids, id]));
    setOpen(id);
  }

  return (
    <div className="container-page py-12 lg:py-16">
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} intro={site.profileLookup ? copy.introWithLookup : copy.intro} />
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {copy.cards.map((card) => (
          <MiniAppCardView
            key={card.id}
            card={card}
            dialog={dialogs[card.id]}
            opening={downloading === card.id}
            onOpen={() => show(card.id)}
            buttonRef={(element) => {
              if (element) buttons.current.set(card.id, element);
              else buttons.current.delete(card.id);
            }}
          />
        ))}
      </div>
      <aside className="mt-10 flex flex-col items-start gap-4 rounded-2xl border border-dashed border-border bg-brand-subtle/50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-h3 font-bold">{copy.comingSoon.heading}</h2>
          <p className="mt-1 text-muted-foreground">{copy.comingSoon.text}</p>
        </div>
        <Button asChild variant="outline" className="shrink-0">
          <Link to="/">
            {copy.comingSoon.link}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </aside>
      {mounted.map((id) => {
        const Dialog = dialogs[id]!.Component;
        return (
          <Suspense key={id} fallback={<Downloading id={id} onChange={setDownloading} />}>
            <Dialog
              open={open === id}
              onOpenChange={(next) => {
                if (next) return setOpen(id);
                // A dialog still closing (its exit animation, a late dismiss) may report a close after
                // another dialog has opened: it only ever closes itself.
                setOpen((current) => {
                  if (current !== id) return current;
                  returnFocusTo.current = id;
                  return null;
                });
              }}
            />
          </Suspense>
        );
      })}
    </div>
  );
}
