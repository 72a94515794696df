import { ProfileAvatar } from "~/components/profile-avatar";
import { SocialLinks } from "~/components/social-links";
import { bioParagraphs, type SiteConfig } from "~/content/site-config";
import { Paragraphs } from "~/components/paragraphs";

export function ProfileSidebar({ site, avatarSrc }: { site: SiteConfig; avatarSrc: string }) {
  return (
    <aside
      aria-labelledby="profile-name"
      className="rounded-2xl border border-border bg-card p-6 shadow-sm lg:sticky lg:top-24 lg:self-start"
    >
      <ProfileAvatar src={avatarSrc} name={site.ownerName} />
      <h2 id="profile-name" className="mt-5 text-h3 font-bold">
        {site.ownerName}
      </h2>
      <p className="mt-1 text-sm font-medium text-primary">{site.tagline}</p>
      <Paragraphs texts={bioParagraphs(site.bio)} className="mt-3 text-sm leading-relaxed text-muted-foreground" />
      <h3 className="mt-6 text-xs font-semibold tracking-widest text-muted-foreground uppercase">Follow along</h3>
      {/* A row of icons keeps the phone layout short; the wide sidebar has room to name them. */}
      <div className="mt-2 -mx-2 lg:hidden">
        <SocialLinks social={site.social} />
      </div>
      <div className="mt-2 -mx-2 hidden lg:block">
        <SocialLinks social={site.social} variant="list" />
      </div>
    </aside>
  );
}
