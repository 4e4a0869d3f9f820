import formsCssUrl from './dialogs.css?url';

/*
 * The dialogs' styles, fetched with their code on the first use of a trigger instead of sitting in
 * every page's critical CSS (about 2 KB brotli on each product page, whose HTML and critical CSS must
 * fit the first 14 KB). Pages with an inline form already carry the same rules; loading them again
 * there changes nothing.
 */
let loading: Promise<void> | undefined;

/** Resolves once the dialogs' stylesheet has loaded (or failed: the dialog still opens). */
export function loadDialogStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = formsCssUrl;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return loading;
}
