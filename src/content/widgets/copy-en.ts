import type { WidgetCopy } from './types.ts';

/** The shared parts' words on English pages (see ./types.ts). */
export const widgetCopyEn: WidgetCopy = {
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    goToSlide: 'Go to slide {{index}}',
    slideLabel: (position, count) => `${position} of ${count}`,
  },
  video: {
    play: (title) => `Play video: ${title}`,
    watchOnYouTube: 'Watch on YouTube',
    invalidLink: 'Invalid YouTube Link',
  },
  typicalValues: 'Typical values, to be confirmed.',
};
