/**
 * The Event Gallery: one group per year, each a list of events. The events themselves (date,
 * place, year, description, speaker, photographs) are company facts in `company.json`; groups are
 * newest year first, events inside a year in the order of that file.
 *
 * An event without photographs from the company shows pictures drawn by
 * `npm run images` (scripts/dev/art/) from {@link eventImageSpecs}, labelled as illustrations,
 * never as photos. A new event needs an entry here and a run of that script.
 */

import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { eventsCopyEn } from './events-en.ts';
import { eventsCopyHi } from './events-hi.ts';
import type { EventsCopy } from './events-types.ts';
import { companyFacts } from './facts.ts';
import type { EventFacts } from './facts-schema.ts';
import type { EventGroup, EventSubsection, SiteImage } from './types.ts';

const eventsCopies: Editions<EventsCopy> = { en: eventsCopyEn, hi: eventsCopyHi };

/** The Event Gallery's words in a language (./events-types.ts). */
export function getEventsCopy(locale: Locale): EventsCopy {
  return eventsCopies[locale];
}

/** Size of every event gallery image. */
export const EVENT_IMAGE_SIZE = { width: 960, height: 640 } as const;

/** What an event illustration shows; the image script draws one scene per kind. */
export type EventSceneKind = 'booth' | 'display' | 'seminar' | 'city';

/** The city whose skyline an event's `city` scene shows. */
export type EventCity = 'dubai' | 'ahmedabad' | 'hyderabad' | 'delhi';

/** What the image script needs to draw one event's illustrations. */
export interface EventImageSpec {
  /** The event's `slug` in company.json. */
  slug: string;
  city: EventCity;
  /** Caption painted on the stand's banner, e.g. "ICSCE · DUBAI". */
  banner: string;
  scenes: readonly EventSceneKind[];
}

/** Illustration specifications, one per event, used by the pages and the image script. */
export const eventImageSpecs: readonly EventImageSpec[] = [
  { slug: 'ahmedabad', city: 'ahmedabad', banner: 'AHMEDABAD', scenes: ['booth', 'display', 'city'] },
  {
    slug: 'icsce-pmfai-dubai',
    city: 'dubai',
    banner: 'ICSCE · DUBAI',
    scenes: ['booth', 'display', 'seminar', 'city'],
  },
  { slug: 'delhi', city: 'delhi', banner: 'NEW DELHI', scenes: ['booth', 'seminar', 'display', 'city'] },
  { slug: 'hyderabad', city: 'hyderabad', banner: 'HYDERABAD', scenes: ['booth', 'display', 'city'] },
];

/** Where the image script writes illustration `index` (0-based) of an event. */
export function getEventIllustrationPath(slug: string, index: number): string {
  return `/images/events/${slug}-${index + 1}.webp`;
}

/** The drawn illustrations of an event; an event with neither photographs nor a spec stops the build. */
function illustrationsFor(slug: string, place: string, words: EventsCopy): readonly SiteImage[] {
  const spec = eventImageSpecs.find((s) => s.slug === slug);
  if (spec === undefined) {
    throw new Error(
      `Event "${slug}" has no photos in company.json and no illustration spec in src/content/company/events.ts`,
    );
  }
  return spec.scenes.map((scene, i) => ({
    src: getEventIllustrationPath(slug, i),
    alt: words.sceneAlt(scene, place),
    width: EVENT_IMAGE_SIZE.width,
    height: EVENT_IMAGE_SIZE.height,
  }));
}

/** One event of company.json as the gallery shows it, its drawn pictures described in a language. */
export function toEventSubsection(event: EventFacts, words: EventsCopy = eventsCopyEn): EventSubsection {
  const place = event.place.value;
  return {
    subId: `${event.date.value} ${event.year.value}`,
    subTitle: place,
    role: event.description.value,
    images: event.photos ?? illustrationsFor(event.slug, place, words),
    illustrated: event.photos === undefined,
    ...(event.speaker.value !== null ? { speaker: event.speaker.value } : {}),
    sample: [event.date, event.place, event.year, event.description, event.speaker].some(
      (fact) => fact.status === 'sample',
    ),
  };
}

/** The events grouped by year, newest year first ("Events 2025", then "Events 2024"). */
export function groupEventsByYear(events: readonly EventFacts[], words: EventsCopy = eventsCopyEn): EventGroup[] {
  const years = [...new Set(events.map((event) => event.year.value))].sort((a, b) => b - a);
  return years.map((year) => {
    const subsections = events
      .filter((event) => event.year.value === year)
      .map((event) => toEventSubsection(event, words));
    return {
      id: year,
      title: words.groupTitle(year),
      places: subsections.map((event) => event.subTitle),
      subsections,
    };
  });
}

const eventGroupsByLocale: Editions<readonly EventGroup[]> = {
  en: groupEventsByYear(companyFacts.events, eventsCopyEn),
  hi: groupEventsByYear(companyFacts.events, eventsCopyHi),
};

/** Event groups of the accordion, all expanded, in a language. */
export function getEventGroups(locale: Locale): readonly EventGroup[] {
  return eventGroupsByLocale[locale];
}

/** The English edition's groups by name, for the English page's tests. */
export const eventGroups = eventGroupsByLocale.en;
