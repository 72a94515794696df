import { MapPin } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { SocialLinks } from "~/components/social-links";
import { useRootData } from "~/lib/site-config";

const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();

export function SiteFooter() {
  const { site, renderedYear, footerSections } = useRootData();
  // Prerendered pages carry their build year; after hydration the visitor's clock has the say.
  const year = useSyncExternalStore(noSubscription, currentYear, () => renderedYear);

  return (
    <footer className="mt-auto border-t border-border bg-muted/40 print:hidden">
      <nav aria-label="Site map" className="container-page grid grid-cols-2 gap-x-6 gap-y-8 pt-12 pb-10 sm:grid-cols-3">
        {footerSections.map((section) => (
          <div key={section.heading}>
            <h2 className="text-sm font-semibold text-foreground">{section.heading}</h2>
            <ul className="mt-3 grid gap-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-block py-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="container-page">
        <div className="flex flex-col gap-6 border-t border-border py-8 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-2 text-sm text-muted-foreground">
            <p>
              © {year} {site.ownerName}. All rights reserved.
            </p>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {site.location}
              </span>
              <Link to="/contact" className="font-medium text-foreground underline-offset-4 hover:underline">
                Contact
              </Link>
              <Link to="/privacy" className="font-medium text-foreground underline-offset-4 hover:underline">
                Privacy
              </Link>
            </p>
          </div>
          <nav aria-label="Social media">
            <SocialLinks social={site.social} />
          </nav>
        </div>
      </div>
    </footer>
  );
}
