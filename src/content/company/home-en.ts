/**
 * The home page in English (see ./home-types.ts). Company facts (name, years, certification,
 * founders) come from `company.json` through `identity.ts`, `quality-claim.ts` and `founders.ts`, so
 * they read the same everywhere.
 */
import { listFounders } from './founders.ts';
import type { HomeCopy } from './home-types.ts';
import { company } from './identity.ts';
import { getQualityTitle } from './quality-claim.ts';

export const homeCopyEn: HomeCopy = {
  seo: {
    title: `${company.name} | Agro Surfactants, Emulsifiers & Silicone Spreaders, Indore`,
    description: `Indore manufacturer and exporter of agro surfactants and emulsifiers, silicone super spreaders, fertilizers, paint additives, general emulsifiers and cleaning chemicals. ${getQualityTitle()}; exporting to more than 11 countries.`,
  },
  hero: {
    label: 'Welcome banner',
    carouselLabel: 'Highlights',
    slides: [
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
    ],
  },
  welcome: {
    eyebrow: 'Welcome',
    heading: `Welcome to ${company.name}`,
    paragraphs: [
      `${company.name} was established in Indore in ${company.established} as part of a chemical business group that has served industry since ${company.groupYears[0] ?? 1988}. We manufacture and trade agro surfactants and emulsifiers, silicone super spreaders, fertilizers, paint additives, general emulsifiers and home and industrial cleaning products.`,
      'Pesticide formulators, fertilizer companies, paint makers and distributors buy from us because each batch is tested against its specification before it leaves our plant, and because our chemists will help match an emulsifier or adjuvant to your active ingredient and solvent.',
    ],
    servicesHeading: 'Our services',
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
  },
  finder: {
    heading: "Tell us what's in your mind",
    subheading:
      'Choose a category, pick the products you need, and we will come back with prices, specifications and samples.',
  },
  globalPresence: {
    heading: 'Global presence',
    text: 'From Indore, our products reach formulators, distributors and industrial buyers in more than 11 countries.',
    exportMarkets: 'Export markets',
  },
  vision: {
    heading: 'Our vision',
    text: 'To be the surfactant and crop-input partner that formulators and farmers rely on first: consistent chemistry, honest technical advice and dispatch on the promised day, from Indore to every market we serve.',
  },
  ourProducts: {
    heading: 'OUR PRODUCTS',
    subheading: 'What we offer',
    text: 'We are among the leading manufacturers and suppliers of industrial chemicals, with a range that runs from agro emulsifiers and silicone super spreaders to fertilizers, paint additives and cleaning chemicals.',
    viewAll: { label: 'View all', href: '/Categories' },
    viewAllHidden: ' categories',
    empty: {
      before: 'Our product range is being updated. Please ',
      link: 'ask our team',
      after: ' for the product you need.',
    },
    carouselHeading: 'Explore our ranges',
    carouselLabel: 'Product ranges',
    cardMore: 'View range →',
    cardNames: {},
  },
  strengths: {
    heading: 'Our strengths',
    text: 'Millions of Industries and Families have trusted us with their chemical needs.',
    items: [
      { id: 1, title: getQualityTitle(), icon: 'shieldCheck' },
      { id: 2, title: 'In-house QC and application lab', icon: 'flask' },
      { id: 3, title: 'Exports to more than 11 countries', icon: 'globe' },
      { id: 4, title: 'Silicone surfactant capacity of 500 MT a month', icon: 'factory' },
      { id: 5, title: 'Custom formulation support', icon: 'sliders' },
      { id: 6, title: 'On-time dispatch in 50 kg and 200 kg packs', icon: 'truck' },
    ],
    stats: [
      { title: 'Satisfied Customers', count: '2000+' },
      { title: 'Premium Products', count: '300+' },
      { title: 'Years of Experience', count: '37+' },
    ],
  },
  founders: {
    heading: 'Know us better',
    cta: { label: 'Know our story', href: '/about' },
    carouselLabel: 'Our founders',
    previous: 'Previous founder',
    next: 'Next founder',
    list: listFounders({
      role: 'Founder',
      photoAlt: (name) => `Photograph of ${name}`,
      monogramAlt: (name) => `Monogram of ${name}'s initials`,
    }),
  },
  blogs: {
    heading: 'Blogs and events',
    subheading: 'Formulation notes from our lab, and where to meet us next',
    eventsLink: { label: 'Event gallery', href: '/Event-Gallery' },
    blogsLink: { label: 'All blogs', href: '/Resourcecenter' },
    moreHeading: 'More articles and recent events',
    eventsOnlyHeading: 'Recent events',
    carouselLabel: 'More articles and events',
    eventBadge: 'Event',
  },
  contact: {
    heading: 'Send us an enquiry',
    subheading: 'Tell us the product, quantity and destination; our sales team will reply by e-mail or phone.',
    direct: 'Prefer to call or write?',
  },
};
