/// <reference types="astro/client" />

/*
 * The types of `import.meta.env` even before `astro sync` has written .astro/types.d.ts, and the
 * PUBLIC_* variables the browser code reads (src/lib/config.ts; README, "Configuration"). Each may be
 * unset, in which case config.ts uses its default.
 */
interface ImportMetaEnv {
  /** The company API's base URL. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** The file host's upload endpoint for CVs. */
  readonly PUBLIC_UPLOAD_URL?: string;
  /** The upload preset sent with each CV. */
  readonly PUBLIC_UPLOAD_PRESET?: string;
}

/** The address of a module bundled as a chunk of its own (src/lib/build/chunk-url.ts). */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}

/** A module bundled into one classic script, as the page carries it (src/lib/build/inline-script.ts). */
declare module '*?inline-script' {
  const code: string;
  export default code;
}
