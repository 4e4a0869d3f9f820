/**
 * Copy of the home page, section by section in page order.
 * Company facts (name, years, certification, founders) come from `company.json`
 * through `identity.ts`, `quality-claim.ts` and `facts.ts`, so they read the same everywhere.
 */

import { companyFacts } from './facts.ts';
import { company } from './identity.ts';
import { getCategoryImagePaths, toImageSlug } from './image-paths.ts';
import { getQualityTitle } from './quality-claim.ts';
import type {
  CallToAction,
  Founder,
  HeroSlide,
  PageSeo,
  Service,
  Stat,
  StaticCategoryCard,
  Strength,
} from './types.ts';

/** Search-engine title and description of the home page. */
export const homeSeo: PageSeo = {
  title: `${company.name} | Agro Surfactants, Emulsifiers & Silicone Spreaders, Indore`,
  description: `Indore manufacturer and exporter of agro surfactants and emulsifiers, silicone super spreaders, fertilizers, paint additives, general emulsifiers and cleaning chemicals. ${getQualityTitle()}; exporting to more than 11 countries.`,
};

/** The two slides of the fading hero banner, in order. */
export const heroSlides: readonly [HeroSlide, HeroSlide] = [
  {
    headline: 'Surfactants that make every spray count',
    subline:
      'Agro emulsifiers, adjuvants and silicone super spreaders, made in Indore and shipped to formulators in more than 11 countries.',
    cta: { label: 'Explore our products', href: '/Categories' },
    image: {
      src: '/images/home/hero-1.webp',
      alt: 'Illustration: rows of young crops at sunrise, with a spray droplet resting on a leaf',
      width: 1600,
      height: 700,
    },
  },
  {
    headline: 'Formulation chemistry, from our reactors to your plant',
    subline:
      'Paint additives, general emulsifiers and cleaning chemicals, blended and tested on our 50,000 sq ft premises in Indore.',
    cta: { label: 'Talk to our team', href: '/contact' },
    image: {
      src: '/images/home/hero-2.webp',
      alt: 'Illustration: stainless reactors, drums and laboratory glassware in a chemical plant',
      width: 1600,
      height: 700,
    },
  },
];

/** "Welcome" text and the services listed under it. */
export const welcome: {
  eyebrow: string;
  heading: string;
  paragraphs: readonly string[];
  services: readonly Service[];
} = {
  eyebrow: 'Welcome',
  heading: `Welcome to ${company.name}`,
  paragraphs: [
    `${company.name} was established in Indore in ${company.established} as part of a chemical business group that has served industry since ${company.groupYears[0] ?? 1988}. We manufacture and trade agro surfactants and emulsifiers, silicone super spreaders, fertilizers, paint additives, general emulsifiers and home and industrial cleaning products.`,
    'Pesticide formulators, fertilizer companies, paint makers and distributors buy from us because each batch is tested against its specification before it leaves our plant, and because our chemists will help match an emulsifier or adjuvant to your active ingredient and solvent.',
  ],
  services: [
    {
      title: 'Surfactant manufacturing',
      description:
        'Emulsifiers for EC, SC, WP and SL formulations, oil emulsifiers and silicone surfactants, made to a fixed specification batch after batch.',
      icon: 'factory',
    },
    {
      title: 'Formulation support',
      description:
        'Emulsifier screening with your toxicant and solvent, and a recommended pair and dosage before you scale up.',
      icon: 'flask',
    },
    {
      title: 'Crop nutrition and crop care',
      description:
        'Orthosilicic acid silicon nutrient, plant growth promoters, botanicals, pheromone lures and a water pH balancer for growers.',
      icon: 'sprout',
    },
    {
      title: 'Industrial additives',
      description:
        'Paint additives, general-purpose emulsifiers and cleaning chemicals for manufacturers and institutional buyers.',
      icon: 'sliders',
    },
    {
      title: 'Export and documentation',
      description:
        'Export packing, certificates of analysis and safety data sheets for buyers in more than 11 countries.',
      icon: 'globe',
    },
    {
      title: 'Technical service',
      description: 'Answers from our chemists on dosage, compatibility and storage, by phone, e-mail or WhatsApp.',
      icon: 'headset',
    },
  ],
};

/** The category-and-product finder. */
export const finder: {
  heading: string;
  subheading: string;
  categoryLabel: string;
  productLabel: string;
  searchLabel: string;
} = {
  heading: "Tell us what's in your mind",
  subheading:
    'Choose a category, pick the products you need, and we will come back with prices, specifications and samples.',
  categoryLabel: 'Category',
  productLabel: 'Product',
  searchLabel: 'Search',
};

/** The global presence line. */
export const globalPresence: { heading: string; text: string } = {
  heading: 'Global presence',
  text: 'From Indore, our products reach formulators, distributors and industrial buyers in more than 11 countries.',
};

/** The vision block. */
export const vision: { heading: string; text: string } = {
  heading: 'Our vision',
  text: 'To be the surfactant and crop-input partner that formulators and farmers rely on first: consistent chemistry, honest technical advice and dispatch on the promised day, from Indore to every market we serve.',
};

/** Heading block of the Our Products section. */
export const ourProducts: {
  heading: string;
  subheading: string;
  text: string;
  viewAll: CallToAction;
} = {
  heading: 'OUR PRODUCTS',
  subheading: 'What we offer',
  text: 'We are among the leading manufacturers and suppliers of industrial chemicals, with a range that runs from agro emulsifiers and silicone super spreaders to fertilizers, paint additives and cleaning chemicals.',
  viewAll: { label: 'View all', href: '/Categories' },
};

function card(category: string, link: string): StaticCategoryCard {
  return { category, link, image: getCategoryImagePaths(category).square };
}

/** Category cards of the Our Products grid and carousel: the six top-level categories. */
export const categoryCards: readonly StaticCategoryCard[] = [
  card('Agro chemicals & Emulsifiers', '/Agro'),
  card('Fertilizers', '/Categories/Fertilizers'),
  card('Silicone Super Spreader', '/Categories/Silicone-Super-Spreader'),
  card('Paint Additives', '/Categories/Paint-Additives'),
  card('General Emulsifiers', '/Categories/General-Emulsifiers'),
  card('Home & Industrial Cleaning', '/Categories/Home-Industrial-Cleaning'),
];

/** Heading and line of the Strengths section. */
export const strengthsIntro: { heading: string; text: string } = {
  heading: 'Our strengths',
  text: 'Millions of Industries and Families have trusted us with their chemical needs.',
};

/** The six strength icons; each shows its title on hover. */
export const strengths: readonly Strength[] = [
  { id: 1, title: getQualityTitle(), icon: 'shieldCheck' },
  { id: 2, title: 'In-house QC and application lab', icon: 'flask' },
  { id: 3, title: 'Exports to more than 11 countries', icon: 'globe' },
  { id: 4, title: 'Silicone surfactant capacity of 500 MT a month', icon: 'factory' },
  { id: 5, title: 'Custom formulation support', icon: 'sliders' },
  { id: 6, title: 'On-time dispatch in 50 kg and 200 kg packs', icon: 'truck' },
];

/** The three statistics, as the company states them. */
export const stats: readonly [Stat, Stat, Stat] = [
  { title: 'Satisfied Customers', count: '2000+' },
  { title: 'Premium Products', count: '300+' },
  { title: 'Years of Experience', count: '37+' },
];

/** Heading and button of the founders section. */
export const foundersIntro: { heading: string; cta: CallToAction } = {
  heading: 'Know us better',
  cta: { label: 'Know our story', href: '/about' },
};

/**
 * The group's three founders, cycled by the founders section and listed on the About page. Without a
 * photograph from the company, the picture is a monogram of the initials drawn by
 * `npm run images` (scripts/dev/art/), and its text says so.
 */
export const founders: readonly Founder[] = companyFacts.founders.map(({ status, value }) => ({
  name: value.name,
  role: 'Founder',
  image: value.photo ?? getFounderMonogramPath(value.name),
  imageAlt: value.photo ? `Photograph of ${value.name}` : `Monogram of ${value.name}'s initials`,
  description: value.description,
  sample: status === 'sample',
}));

/** Where the image script writes the monogram of a founder without a photograph. */
export function getFounderMonogramPath(name: string): string {
  return `/images/founders/${toImageSlug(name)}.webp`;
}

/** Headings of the blog-and-event section and the contact form at the foot of the page. */
export const homeSections: {
  blogsHeading: string;
  blogsSubheading: string;
  eventsLink: CallToAction;
  blogsLink: CallToAction;
  contactHeading: string;
  contactSubheading: string;
} = {
  blogsHeading: 'Blogs and events',
  blogsSubheading: 'Formulation notes from our lab, and where to meet us next',
  eventsLink: { label: 'Event gallery', href: '/Event-Gallery' },
  blogsLink: { label: 'All blogs', href: '/Resourcecenter' },
  contactHeading: 'Send us an enquiry',
  contactSubheading: 'Tell us the product, quantity and destination; our sales team will reply by e-mail or phone.',
};
