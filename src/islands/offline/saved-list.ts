/**
 * The offline page's list of saved pages: asks the service worker what it keeps and writes one link
 * per page, by its own title: its <title> without the company's name after it (the list's
 * data-title-suffix) nor what follows that name (", Indore" on the contact and about pages), which
 * every entry would repeat, and for a page of the other edition its language. With nothing saved
 * the status line says so (its text is in data-empty).
 * Run by the page script (./boot.ts) on the page that has the list.
 */
import { askWorker, type ListAnswer } from './messages.ts';

export async function showSavedPages(status: HTMLElement, list: HTMLUListElement): Promise<void> {
  const answer =
    'serviceWorker' in navigator
      ? await askWorker<ListAnswer>({ type: 'list', lang: document.documentElement.lang })
      : undefined;
  const pages = answer?.pages ?? [];
  const suffix = list.dataset['titleSuffix'];
  list.replaceChildren(
    ...pages.map((page) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = page.path;
      const suffixAt = suffix ? page.title.indexOf(suffix) : -1;
      link.textContent = suffixAt > 0 ? page.title.slice(0, suffixAt) : page.title;
      if (page.language) {
        // The other edition's page: its language named in that language, and said to be in it.
        const language = document.createElement('span');
        language.lang = page.language.lang;
        link.hreflang = page.language.lang;
        language.textContent = ` (${page.language.name})`;
        link.append(language);
      }
      item.append(link);
      return item;
    }),
  );
  list.hidden = pages.length === 0;
  status.hidden = pages.length > 0;
  status.textContent = pages.length > 0 ? '' : (status.dataset['empty'] ?? '');
}
