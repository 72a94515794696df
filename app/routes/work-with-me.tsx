import { ArrowDown, ArrowUpRight, Mail } from "lucide-react";
import type { RouteHandle } from "~/lib/route-handle";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { caseStudy, testimonials } from "~/content/client-stories";
import { executiveWorkshop, ownerMailto, services, workWithMeCopy as copy, workWithMeMeta } from "~/content/services";
import { getSiteValues, siteValuesStand } from "~/content/site-values.server";
import { databaseContext, keepWhile } from "~/context";
import { CaseStudyPanel } from "~/features/services/case-study-panel";
import { offeredService, resolveLink } from "~/features/services/resolve-links";
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

/** The services at their prices in force and with their booking links (the effective offers), as loader data. */
export async function loader({ context }: Route.LoaderArgs) {
  const database = context.get(databaseContext);
  const values = await getSiteValues(database);
  keepWhile(context, siteValuesStand(database, values));
  const offer = (service: typeof executiveWorkshop) => offeredService(service, values.offers.services[service.id], values.site);
  return { services: services.map(offer), workshop: offer(executiveWorkshop) };
}

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  const offered = args.loaderData && [...args.loaderData.services, args.loaderData.workshop];
  const jsonLd = site && offered && servicesJsonLd(offered, site, args.location.pathname);
  return pageMeta({ ...workWithMeMeta, jsonLd }, args);
};

export default function WorkWithMeRoute({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig();
  const offerings = loaderData.services;
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

      <WorkshopCard workshop={loaderData.workshop} />

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
