/*
 * The form styles a dialog carries inline at the end of its page (src/islands/mounts/FormDialog.astro).
 * The page's Content-Security-Policy is written in its <head> before the dialog renders, so the
 * style's hash is added once for every page through the config (astro.config.mjs): both read the
 * same file through this function, so the hash always matches what the page carries.
 */

/** The style sheet as a page carries it: comments and indentation removed. */
export function compactCss(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
