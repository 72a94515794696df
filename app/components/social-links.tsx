import { Newspaper } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import type { SiteConfig } from "~/content/site-config";
import { cn } from "~/lib/utils";
import { InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from "./brand-icons";
import { ExternalLink, NEW_TAB_NOTE } from "./external-link";

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown with its label even where the others are icons: the newsletter is no household brand. */
  labelled?: boolean;
  /** What the link is, beside its label: the Work Waves Blog is the owner's newsletter on LinkedIn, not this site's blog. */
  note?: string;
}

/** The owner's outbound profiles, in the site's fixed order; networks the owner turned off are left out. */
export function socialLinks(social: SiteConfig["social"]): SocialLink[] {
  const links: (Omit<SocialLink, "href"> & { href?: string })[] = [
    { label: "LinkedIn", href: social.linkedin, Icon: LinkedInIcon },
    { label: "X/Twitter", href: social.x, Icon: XIcon },
    { label: "TikTok", href: social.tiktok, Icon: TikTokIcon },
    { label: "Instagram", href: social.instagram, Icon: InstagramIcon },
    { label: "YouTube", href: social.youtube, Icon: YouTubeIcon },
    { label: "Work Waves Blog", href: social.newsletterBlog, Icon: Newspaper, labelled: true, note: "LinkedIn newsletter" },
  ];
  return links.filter((link): link is SocialLink => link.href !== undefined);
}

/** Outbound links open in a new tab; the label says so to screen readers. */
export function SocialLinks({
  social,
  variant = "icons",
  className,
}: {
  social: SiteConfig["social"];
  variant?: "icons" | "list";
  className?: string;
}) {
  const links = socialLinks(social);
  if (variant === "list") {
    return (
      <ul className={cn("grid gap-1", className)}>
        {links.map(({ label, href, Icon, note }) => (
          <li key={label}>
            <ExternalLink
              href={href}
              className="flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <Icon className="size-4 shrink-0" />
              <span>
                {label}
                {note ? <span className="font-normal text-muted-foreground"> · {note}</span> : null}
              </span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={cn("flex flex-wrap items-center gap-1", className)}>
      {links.map(({ label, href, Icon, labelled, note }) => (
        <li key={label}>
          <ExternalLink
            href={href}
            aria-label={`${label}${note ? `, ${note}` : ""}${NEW_TAB_NOTE}`}
            title={note ? `${label}, ${note}` : label}
            className={cn(
              "inline-flex h-10 items-center justify-center gap-2 rounded-full text-foreground/75 transition-colors hover:bg-accent hover:text-accent-foreground",
              labelled ? "px-3 text-sm font-medium" : "w-10",
            )}
          >
            <Icon className="size-[18px]" />
            {labelled && (
              <span aria-hidden="true">
                {label}
                {note ? <span className="font-normal text-muted-foreground"> · {note}</span> : null}
              </span>
            )}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
