import { Link } from "react-router";
import { ProfileAvatar } from "~/components/profile-avatar";
import { AVATAR_SRC } from "~/content/profile";
import { useSiteConfig } from "~/lib/site-config";

/** The site's owner as the course's instructor. */
export function InstructorCard({ name, bio }: { name: string; bio: readonly string[] }) {
  const { tagline } = useSiteConfig();
  return (
    <div className="mt-10 flex flex-col gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:flex-row sm:items-start sm:gap-8 sm:p-8">
      <ProfileAvatar src={AVATAR_SRC} name={name} size={120} />
      <div className="min-w-0">
        <h3 className="text-h3 font-bold">{name}</h3>
        <p className="mt-1 text-sm font-medium text-primary">{tagline}</p>
        {bio.map((paragraph) => (
          <p key={paragraph} className="mt-3 text-muted-foreground">
            {paragraph}
          </p>
        ))}
        <Link to="/about" className="mt-5 inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline">
          More about me
          {/* A character, not an icon module: the course pages keep their script budget. */}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}
