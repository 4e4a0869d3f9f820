/**
 * The Event Gallery's words in Hindi (see ./events-types.ts). Labels and picture descriptions leave
 * out the place and date, which company.json gives in English: the event's heading beside them
 * carries both, marked as English.
 */
import type { EventSceneKind } from './events.ts';
import type { EventsCopy } from './events-types.ts';
import { company } from './identity.ts';

const scenes: Record<EventSceneKind, string> = {
  booth: 'प्रदर्शनी में हमारे स्टॉल का चित्र',
  display: 'इमल्सीफायर, स्प्रेडर और फसल उत्पादों की प्रदर्शनी का चित्र',
  seminar: 'आगंतुकों के साथ तकनीकी सत्र का चित्र',
  city: 'शाम के समय मेज़बान शहर का चित्र',
};

export const eventsCopyHi: EventsCopy = {
  seo: {
    title: `कार्यक्रम गैलरी | ${company.name}`,
    description: `भारत और विदेश की वे प्रदर्शनियाँ और सम्मेलन, जहाँ ${company.name} ने अपने कृषि सर्फेक्टेंट, इमल्सीफायर और सिलिकॉन सुपर स्प्रेडर दिखाए।`,
  },
  hero: {
    eyebrow: 'प्रदर्शनियाँ और सम्मेलन',
    heading: 'कार्यक्रम गैलरी',
    text: 'जहाँ हम फ़ॉर्मूलेटरों, वितरकों और किसानों से मिले: भारत और विदेश की प्रदर्शनियाँ और सम्मेलन।',
  },
  groupTitle: (year) => `${year} के कार्यक्रम`,
  groupCount: (count) => `${count} कार्यक्रम`,
  exhibitedAt: { before: 'हमारी प्रदर्शनी यहाँ लगी: ', after: '।' },
  date: 'तारीख़: ',
  location: 'स्थान: ',
  speaker: 'वक्ता:',
  // The place and date as the event shows them (company facts): they tell the carousels apart.
  galleryLabel: ({ illustrated, place, date }) =>
    `${illustrated ? 'कार्यक्रम के चित्र' : 'कार्यक्रम की फ़ोटो'}: ${place}, ${date}`,
  illustrationsCaption: 'ये बनाए गए चित्र हैं, कार्यक्रम की फ़ोटो नहीं।',
  sceneAlt: (scene) => scenes[scene],
};
