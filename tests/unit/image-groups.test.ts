import { describe, expect, it } from 'vitest';
import { groupImageFiles, imageFilesOf, shareImageGroups } from '../../scripts/delivery/image-groups.ts';

const picture = '0123456789abcdef';
const other = 'fedcba9876543210';

describe('picture files grouped for the render state', () => {
  it('writes one group per picture and format, widths in order', () => {
    expect(
      groupImageFiles([
        `${picture}-400.webp`,
        `${picture}-100.avif`,
        `${other}-200.webp`,
        `${picture}-100.webp`,
        `${picture}-400.avif`,
        `${picture}-1200.avif`,
      ]),
    ).toEqual([`${picture}-100,400,1200.avif`, `${picture}-100,400.webp`, `${other}-200.webp`]);
  });

  it('gives back exactly the files it grouped', () => {
    const files = [`${picture}-800.avif`, `${picture}-100.avif`, `${other}-400.webp`, `${picture}-800.webp`];
    const expanded = groupImageFiles(files).flatMap(imageFilesOf);
    expect(expanded.sort()).toEqual([...files].sort());
  });

  it('reads a single file name as a group of one, as states written before grouping hold', () => {
    expect(imageFilesOf(`${picture}-400.webp`)).toEqual([`${picture}-400.webp`]);
    expect(groupImageFiles([`${picture}-400.webp`])).toEqual([`${picture}-400.webp`]);
  });

  it('refuses what is not a published picture, rather than recording it wrongly', () => {
    expect(() => groupImageFiles(['logo.png'])).toThrow('logo.png is not the name of a published picture');
    expect(() => imageFilesOf(`${picture}-400.png`)).toThrow('is not a group of picture files');
  });

  it('leaves every record naming the same groups, in the same order, once equal groups are shared', () => {
    // Built from pieces, as JSON.parse and a worker's message make them: equal texts, separate strings.
    const group = (hash: string, widths: string, format: string) => [hash, widths].join('-') + `.${format}`;
    const records = [
      { images: [group(picture, '200,400', 'avif'), group(other, '400', 'webp')] },
      { images: [group(other, '400', 'webp')] },
      { images: [] },
      { images: [group(picture, '200,400', 'avif'), group(picture, '200,400', 'webp'), group(other, '400', 'webp')] },
    ];
    const before = structuredClone(records);
    shareImageGroups(records);
    expect(records).toEqual(before);
  });
});
