import type { WidgetCopy } from './types.ts';

/** The shared parts' words on Hindi pages (see ./types.ts). */
export const widgetCopyHi: WidgetCopy = {
  carousel: {
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    goToSlide: 'स्लाइड {{index}} पर जाएँ',
    slideLabel: (position, count) => `${count} में से ${position}`,
  },
  video: {
    play: (title) => `वीडियो चलाएँ: ${title}`,
    watchOnYouTube: 'YouTube पर देखें',
    invalidLink: 'YouTube का लिंक सही नहीं है',
  },
  typicalValues: 'सामान्य मान, पुष्टि होनी बाकी है।',
};
