import { describe, expect, it } from 'vitest';
import { groupEventsByYear } from '../../../src/content/company/events.ts';
import type { EventFacts } from '../../../src/content/company/facts-schema.ts';
import { readCompanyFacts } from '../../../src/content/company/facts.ts';

const { events } = readCompanyFacts('src/content/company/company.json');

describe('event gallery', () => {
  it('groups events by year, newest first, each dated and placed as the company gives it', () => {
    const groups = groupEventsByYear(events);
    expect(groups.map((group) => group.title)).toEqual(['Events 2025', 'Events 2024']);
    expect(groups.flatMap((group) => group.subsections.map((event) => `${event.subId} · ${event.subTitle}`))).toEqual([
      'July 2025 · Ahmedabad, Gujarat',
      '8-9 February 2025 · ICSCE/PMFAI, Dubai, UAE',
      '2-3 September 2024 · New Delhi',
      '29-30 August 2024 · Hyderabad, Telangana',
    ]);
  });

  it('labels drawn pictures as illustrations and marks sample details', () => {
    const [event] = groupEventsByYear(events)[0]!.subsections;
    expect(event).toMatchObject({ illustrated: true, sample: true });
    expect(event!.images.every((image) => image.alt.startsWith('Illustration of '))).toBe(true);
  });

  it("shows the company's photographs when it gives them", () => {
    const photos = [{ src: '/images/events/stand.webp', alt: 'Our stand in Dubai', width: 960, height: 640 }];
    const withPhotos: EventFacts = { ...events[1]!, photos };
    const [event] = groupEventsByYear([withPhotos])[0]!.subsections;
    expect(event).toMatchObject({ illustrated: false, images: photos });
  });

  it('refuses an event with neither photographs nor an illustration to draw', () => {
    expect(() => groupEventsByYear([{ ...events[0]!, slug: 'pune' }])).toThrow('Event "pune" has no photos');
  });
});
