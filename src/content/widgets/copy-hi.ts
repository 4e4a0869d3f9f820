import type { WidgetCopy } from './types.ts';

/** The shared parts' words on Hindi pages (see ./types.ts). */
export const widgetCopyHi: WidgetCopy = {
  carousel: {
    previous: 'पिछली स्लाइड',
    next: 'अगली स्लाइड',
    goToSlide: 'स्लाइड {{index}} पर जाएँ',
  },
  video: {
    play: (title) => `वीडियो चलाएँ: ${title}`,
    watchOnYouTube: 'YouTube पर देखें',
    invalidLink: 'YouTube का लिंक सही नहीं है',
  },
  typicalValues: 'सामान्य मान, पुष्टि होनी बाकी है।',
  errorScreen: {
    heading: 'अनपेक्षित गड़बड़ी!',
    explanation: 'हो सकता है पता ग़लत लिखा गया हो, या कैटलॉग अपडेट होने पर पेज कहीं और चला गया हो।',
    home: 'होम पेज पर जाएँ',
    categories: 'उत्पाद श्रेणियाँ देखें',
  },
};
