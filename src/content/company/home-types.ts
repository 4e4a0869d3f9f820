/**
 * The words of the home page, section by section in page order: one object of this type per
 * language (./home-en.ts, ./home-hi.ts), chosen by ./home.ts. Paths stay locale-free here and are
 * localized where linked. Company facts (founders' names and biographies, export markets, event
 * places and dates) are not words of the page: they come from company.json as the company wrote them.
 */
import type { CallToAction, Founder, HeroSlide, PageSeo, Service, Stat, Strength } from './types.ts';

export interface HomeCopy {
  seo: PageSeo;
  hero: {
    /** Accessible name of the banner section. */
    label: string;
    /** Accessible name of its carousel. */
    carouselLabel: string;
    slides: readonly [HeroSlide, HeroSlide];
  };
  welcome: {
    eyebrow: string;
    heading: string;
    paragraphs: readonly string[];
    /** The hidden heading of the services list. */
    servicesHeading: string;
    services: readonly Service[];
  };
  finder: { heading: string; subheading: string };
  globalPresence: { heading: string; text: string; exportMarkets: string };
  vision: { heading: string; text: string };
  ourProducts: {
    heading: string;
    subheading: string;
    text: string;
    viewAll: CallToAction;
    /** Read after "View all" by screen readers, with its leading space. */
    viewAllHidden: string;
    /** Shown when the catalogue has no categories: the text around the link to the contact page. */
    empty: { before: string; link: string; after: string };
    carouselHeading: string;
    carouselLabel: string;
    /** The "View range →" line of a category card. */
    cardMore: string;
    /**
     * A category card's name in this language, by the card's locale-free link. A card not listed
     * shows the category's name as the API serves it.
     */
    cardNames: Readonly<Partial<Record<string, string>>>;
  };
  strengths: { heading: string; text: string; items: readonly Strength[]; stats: readonly [Stat, Stat, Stat] };
  founders: {
    heading: string;
    cta: CallToAction;
    carouselLabel: string;
    previous: string;
    next: string;
    list: readonly Founder[];
  };
  blogs: {
    heading: string;
    subheading: string;
    eventsLink: CallToAction;
    blogsLink: CallToAction;
    /** Heading of the carousel when it holds articles too, and when it holds only events. */
    moreHeading: string;
    eventsOnlyHeading: string;
    carouselLabel: string;
    /** The badge on an event card. */
    eventBadge: string;
  };
  contact: {
    heading: string;
    subheading: string;
    /** Before the phone number and e-mail address. */
    direct: string;
  };
}
