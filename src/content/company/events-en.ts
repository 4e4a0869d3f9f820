/** The Event Gallery's words in English (see ./events-types.ts). */
import type { EventSceneKind } from './events.ts';
import type { EventsCopy } from './events-types.ts';
import { company } from './identity.ts';

const scenes: Record<EventSceneKind, string> = {
  booth: 'Illustration of an exhibition stand',
  display: 'Illustration of a product display of emulsifiers, spreaders and crop inputs',
  seminar: 'Illustration of a technical session with visitors',
  city: 'Illustration of the host city at dusk',
};

export const eventsCopyEn: EventsCopy = {
  seo: {
    title: `Event Gallery | ${company.name}`,
    description: `Exhibitions and conferences where ${company.name} showed its agro surfactants, emulsifiers and silicone super spreaders, in India and abroad.`,
  },
  hero: {
    eyebrow: 'Exhibitions and conferences',
    heading: 'Event Gallery',
    text: 'Where we have met formulators, distributors and growers: exhibitions and conferences in India and abroad.',
  },
  groupTitle: (year) => `Events ${year}`,
  groupCount: (count) => `${count} ${count === 1 ? 'event' : 'events'}`,
  exhibitedAt: { before: 'Where we exhibited: ', after: '.' },
  date: 'Date: ',
  location: 'Location: ',
  speaker: 'Speaker:',
  galleryLabel: ({ illustrated, place, date }) => `${illustrated ? 'Illustrations' : 'Photos'}: ${place}, ${date}`,
  illustrationsCaption: 'Illustrations, not photographs of the event.',
  sceneAlt: (scene, place) => `${scenes[scene]}, ${place}`,
};
