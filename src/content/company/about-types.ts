/**
 * The words of the About page: one object of this type per language (./about-en.ts,
 * ./about-hi.ts), chosen by ./about.ts. The group's companies, the founders and the timeline's
 * entries from company.json are the company's own words and are shown as they are.
 */
import type { PageSeo, TimelineEntry } from './types.ts';

/** One facility on the premises. */
export interface Facility {
  title: string;
  description: string;
}

export interface AboutCopy {
  seo: PageSeo;
  hero: { eyebrow: string; heading: string; text: string };
  groupHeading: string;
  timeline: {
    /** Over the heading: "Since 1988". */
    since: (year: number) => string;
    heading: string;
    /** Label of the control that scrolls the timeline to its last entry. */
    jumpToPresent: string;
    /** The last entry: where the company stands now, in the figures the home page uses too. */
    presentDay: Omit<TimelineEntry, 'year'>;
  };
  /** Accessible name of the vision-and-mission section. */
  visionMissionLabel: string;
  vision: { heading: string; text: string };
  mission: { heading: string; items: readonly string[] };
  leadership: { heading: string; paragraphs: readonly string[] };
  infrastructure: {
    heading: string;
    intro: string;
    /** After the premises' area in figures: "sq ft premises". */
    areaUnit: string;
    facilities: readonly Facility[];
  };
}
