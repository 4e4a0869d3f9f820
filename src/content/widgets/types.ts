/**
 * The words of the site's small shared parts: the carousel's controls, the video placeholder, the
 * note under tables of typical values and the error screen. One object of this type per language
 * (./copy-en.ts, ./copy-hi.ts); paths stay locale-free here and are localized where linked.
 */
export interface WidgetCopy {
  carousel: {
    previous: string;
    next: string;
    /** A dot's accessible name, in Swiper's template syntax: "{{index}}" is the slide's number. */
    goToSlide: string;
    /** A slide's accessible name: "2 of 3". */
    slideLabel: (position: number, count: number) => string;
  };
  video: {
    /** The play button: "Play video: <title>". */
    play: (title: string) => string;
    watchOnYouTube: string;
    invalidLink: string;
  };
  /** The bold start of the note under a table of figures the company has not confirmed. */
  typicalValues: string;
}
