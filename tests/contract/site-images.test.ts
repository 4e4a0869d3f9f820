import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeSiteImage, listSiteImages } from '../../scripts/dev/art/site-images.ts';

/** One picture of each folder of public/ (drawing every one takes minutes). */
function sampleByFolder() {
  const byFolder = new Map<string, ReturnType<typeof listSiteImages>[number]>();
  for (const image of listSiteImages())
    if (!byFolder.has(dirname(image.path))) byFolder.set(dirname(image.path), image);
  return [...byFolder.values()];
}

describe('the site pictures of public/ (npm run images)', () => {
  it('are drawn again byte for byte from the code and the content', { timeout: 120_000 }, async () => {
    const sample = sampleByFolder();
    expect(sample.length).toBeGreaterThanOrEqual(9);
    for (const image of sample) {
      const { data } = await encodeSiteImage(image);
      expect(
        data.equals(readFileSync(join('public', image.path))),
        `${image.path}: run npm run images and commit the result`,
      ).toBe(true);
    }
  });
});
