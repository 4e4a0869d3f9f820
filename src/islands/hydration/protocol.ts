/*
 * What the interaction directive (./interaction.ts, inlined into every page with a form) and the
 * islands it wakes agree on. The page's HTML is the state: these are attributes and events on
 * elements that exist before any island script arrives.
 */

/** Dispatched on an <astro-island> (or any element inside one) to start its hydration at once. */
export const wakeEvent = 'island:wake';

/** Set on a form by its island once React handles its submits. */
export const readyAttribute = 'data-island-ready';

/** Set on a form whose Send was pressed before its island was ready; the island sends it on waking. */
export const heldAttribute = 'data-held-submit';

/** Set on a form whose fields were refilled from a saved draft. */
export const restoredAttribute = 'data-draft-restored';

/** Names the draft a form keeps on the device (forms without it keep none). */
export const draftAttribute = 'data-draft';

/** The hidden message beside an island that offers other ways to reach the company if it cannot load. */
export const fallbackAttribute = 'data-island-fallback';

/** Where the fallback writes why the form could not load. */
export const fallbackReasonAttribute = 'data-fallback-reason';

/** The fallback's "Try again" button. */
export const retryAttribute = 'data-fallback-retry';

/** Dispatched on document whenever a dialog opens or closes (the toaster follows the open one). */
export const dialogChangeEvent = 'site:dialogchange';

/** Dispatched on a <dialog data-dialog> each time a trigger opens it. */
export const dialogOpenedEvent = 'dialog:opened';

/** The time (performance.now()) a dialog was last opened: its form was shown then. */
export const openedAtAttribute = 'data-opened-at';

/** Marks the field people never see (the bot trap): never saved in a draft. */
export const trapAttribute = 'data-trap';
