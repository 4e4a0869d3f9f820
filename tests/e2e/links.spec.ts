import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir, listHtmlFiles, readDist } from '../support/site.ts';
import { resolveFile } from '../../scripts/serve.ts';

/*
 * Walks every page of the build and checks every internal link and in-page anchor the way the
 * production server resolves them, without a browser: fast enough to cover all pages.
 */
test('every internal link and anchor of the build resolves', () => {
  const files = listHtmlFiles();
  const broken: string[] = [];
  const idsByFile = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      ids = new Set([...readDist(file).matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
      idsByFile.set(file, ids);
    }
    return ids;
  };
  let checked = 0;
  for (const file of files) {
    const html = readDist(file);
    for (const [, rawHref] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = rawHref!.replaceAll('&amp;', '&');
      if (/^(?:[a-z]+:|\/\/)/i.test(href)) continue;
      checked++;
      const [path = '', hash] = href.split('#');
      const target = path === '' ? join(distDir, file) : resolveFile(distDir, path);
      if (!target || !existsSync(target)) {
        broken.push(`${file}: ${href}`);
        continue;
      }
      if (hash && !idsOf(target.slice(distDir.length + 1)).has(decodeURIComponent(hash)))
        broken.push(`${file}: ${href} (no #${hash})`);
    }
  }
  expect(files.length).toBeGreaterThan(100);
  expect(checked).toBeGreaterThan(1000);
  expect(broken).toEqual([]);
});
