import { ArrowDown, ArrowUpRight, Mail } from "lucide-react";
import type { RouteHandle } from "~/lib/route-handle";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { caseStudy, testimonials } from "~/content/client-stories";
import { executiveWorkshop, ownerMailto, services, workWithMeCopy as copy, workWithMeMeta } from "~/content/services";
import { CaseStudyPanel } from "~/features/services/case-study-panel";
import { resolveLink, resolveServiceLinks } from "~/features/services/resolve-links";
import { ServiceCard } from "~/features/services/service-card";
import { servicesJsonLd } from "~/features/services/services-json-ld";
import { TestimonialCarousel } from "~/features/services/testimonial-carousel";
import { WorkshopCard } from "~/features/services/workshop-card";
import { pageMeta, siteFromMatches } from "~/lib/meta";
import { useSiteConfig } from "~/lib/site-config";
import type { Route } from "./+types/work-with-me";
import { ExternalLink } from "~/components/external-link";

/** Made of the site's values and its own words alone: rendered once per change to them and kept (decision 068). */
export const handle: RouteHandle = { renderOnce: true, keep: true };

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  const jsonLd = site && servicesJsonLd([...services, executiveWorkshop], site, args.location.pathname);
  return pageMeta({ ...workWithMeMeta, jsonLd }, args);
};

export default function WorkWithMeRoute() {
  const site = useSiteConfig();
  const offerings = services.map((service) => resolveServiceLinks(service, site));
  const introCall = offerings.find((service) => service.secondaryCta)?.secondaryCta;
  return (
    <div className="container-page flex flex-col gap-section py-12 lg:py-16">
      <PageHeader eyebrow={copy.eyebrow} title={copy.heading} intro={copy.intro}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href="#services">
              {copy.servicesHeading}
              <ArrowDown aria-hidden="true" />
            </a>
          </Button>
          {introCall && (
            <Button asChild size="lg" variant="outline">
              <ExternalLink href={introCall.link}>
                {introCall.text}
                <ArrowUpRight aria-hidden="true" />
              </ExternalLink>
            </Button>
          )}
        </div>
      </PageHeader>

      <section id="services" aria-labelledby="services-heading">
        <h2 id="services-heading" className="text-h2 font-bold">
          {copy.servicesHeading}
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">{copy.servicesIntro}</p>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {offerings.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
      </section>

      <WorkshopCard workshop={resolveServiceLinks(executiveWorkshop, site)} />

      <CaseStudyPanel study={caseStudy} eyebrow={copy.caseStudyHeading} />

      <section aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className="text-h2 font-bold">
          {copy.testimonialsHeading}
        </h2>
        <div className="mt-8">
          <TestimonialCarousel testimonials={testimonials} label="Client testimonials" />
        </div>
      </section>

      <section aria-labelledby="custom-heading" className="rounded-2xl bg-secondary p-6 text-secondary-foreground sm:p-10">
        <h2 id="custom-heading" className="text-h2 font-bold">
          {copy.custom.heading}
        </h2>
        <p className="mt-3 max-w-2xl">{copy.custom.text}</p>
        <Button asChild size="lg" className="mt-6 justify-start text-left">
          <a href={resolveLink(ownerMailto(copy.custom.emailSubject), site)}>
            <Mail aria-hidden="true" />
            {copy.custom.linkText}
          </a>
        </Button>
      </section>
    </div>
  );
}
