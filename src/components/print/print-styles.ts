import printStylesSource from '../../styles/print.css?raw';
import { compactCss } from '../../islands/mounts/dialog-styles.ts';
import { cspHash } from '../../lib/security/csp-hash.ts';

/**
 * The print style sheet as a page carries it (PrintSheet.astro), compacted once per build rather
 * than once per page: every product page prints.
 */
export const PRINT_STYLES = compactCss(printStylesSource);

/**
 * The CSP hash that allows it. A page with a PrintSheet adds it to its policy before its <head> is
 * written (`Astro.csp?.insertStyleHash(PRINT_STYLES_HASH)` in the page's own frontmatter), so pages
 * that never print a sheet do not carry it.
 */
export const PRINT_STYLES_HASH = cspHash(PRINT_STYLES);
