/**
 * The words of the Event Gallery: one object of this type per language (./events-en.ts,
 * ./events-hi.ts), chosen by ./events.ts. The events themselves (date, place, description, speaker)
 * are the company's own words from company.json and are shown as they are.
 */
import type { EventSceneKind } from './events.ts';
import type { PageSeo } from './types.ts';

export interface EventsCopy {
  seo: PageSeo;
  hero: { eyebrow: string; heading: string; text: string };
  /** A year's heading: "Events 2025". */
  groupTitle: (year: number) => string;
  /** How many events a year had: "2 events". */
  groupCount: (count: number) => string;
  /** The words around a year's list of places: "Where we exhibited: " … ".". */
  exhibitedAt: { before: string; after: string };
  /** Read before an event's date and place by screen readers, with their trailing space. */
  date: string;
  location: string;
  /** Before the speaker's name. */
  speaker: string;
  /** Accessible name of an event's picture carousel. */
  galleryLabel: (event: { illustrated: boolean; place: string; date: string }) => string;
  /** Under drawn pictures: they are not photographs. */
  illustrationsCaption: string;
  /** The description of a drawn picture of an event held at a place. */
  sceneAlt: (scene: EventSceneKind, place: string) => string;
}
