import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assembleOutput, type OutputLink } from '../../scripts/delivery/assemble.ts';
import type { CacheFile } from '../../scripts/delivery/output-files.ts';
import { surveyOutputs } from '../../scripts/delivery/output-survey.ts';
import { temporaryFolder } from '../support/temporary-folder.ts';

type OutputImages = readonly CacheFile[];

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};
const hardLink = (from: string, to: string) => {
  mkdirSync(dirname(to), { recursive: true });
  linkSync(from, to);
};
const inode = (file: string) => statSync(file).ino;
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
const contents = (dir: string) =>
  Object.fromEntries(filesOf(dir).map((file) => [file, readFileSync(join(dir, file), 'utf8')]));

const PICTURES = ['0123456789abcdef-400.avif', 'fedcba9876543210-400.avif'] as const;

/** Pages unchanged over the last two builds: one file in both outputs (small, so without compressed copies). */
const SHARED = ['p/a.html', 'p/b.html', 'p/c.html'];

/**
 * A live output and the spare it was built from: `kept.html` (with its compressed copies) and the home
 * page are the same files in both, `changed.html` changed in the live one, and the spare holds a page
 * the catalogue no longer has.
 */
function setUp() {
  const root = temporaryFolder('assemble');
  const live = join(root, 'live');
  const spare = join(root, 'spare');
  const staging = join(root, 'staging');
  for (const file of ['p/kept.html', 'p/kept.html.br', 'p/kept.html.gz']) {
    write(join(spare, file), `spare ${file}`);
    hardLink(join(spare, file), join(live, file));
  }
  for (const file of SHARED) {
    write(join(spare, file), `spare ${file}`);
    hardLink(join(spare, file), join(live, file));
  }
  write(join(spare, 'index.html'), 'home, two builds ago');
  hardLink(join(spare, 'index.html'), join(live, 'index.html'));
  write(join(spare, 'p/changed.html'), 'changed, two builds ago');
  write(join(spare, 'p/changed.html.br'), 'compressed, two builds ago');
  write(join(live, 'p/changed.html'), 'changed, last build');
  write(join(live, 'p/changed.html.br'), 'compressed, last build');
  write(join(live, 'p/added.html'), 'added in the last build');
  write(join(spare, 'gone/old.html'), 'a product since removed');
  hardLink(join(spare, 'p/kept.html'), join(spare, 'alias/kept.html'));
  write(join(staging, 'index.html'), 'home, this build');
  write(join(staging, 'p/rendered.html'), 'rendered this build');
  // Resized pictures, named by content: the spare has one of the two this build shows, and one it no longer shows.
  const cache = join(root, 'image-cache');
  for (const name of PICTURES) write(join(cache, name), `picture ${name}`);
  write(join(cache, 'dropped-100.webp'), 'picture no page shows any more');
  hardLink(join(cache, PICTURES[0]), join(spare, '_img', PICTURES[0]));
  hardLink(join(cache, 'dropped-100.webp'), join(spare, '_img', 'dropped-100.webp'));
  const images = PICTURES.map((name) => ({ file: `_img/${name}`, source: join(cache, name) }));
  return { root, live, spare, staging, images };
}

const links: OutputLink[] = [
  ...SHARED.map((file) => ({ file, source: file, fromPrevious: true })),
  { file: 'p/kept.html', source: 'p/kept.html', fromPrevious: true },
  { file: 'p/changed.html', source: 'p/changed.html', fromPrevious: true },
  { file: 'p/added.html', source: 'p/added.html', fromPrevious: true },
  { file: 'alias/kept.html', source: 'p/kept.html' },
  { file: 'alias/added.html', source: 'p/added.html' },
];

/**
 * Assembles into `into` as the build does: a discarded spare is moved out of the way, to be deleted.
 * With `surveyed`, the spare and live outputs are surveyed first, as the build does while Astro renders.
 */
async function assemble(
  dirs: { live: string; staging: string; images: OutputImages },
  into: string,
  pages = links,
  surveyed = false,
) {
  const discarded: string[] = [];
  const kept = pages.filter((page) => page.fromPrevious).map((page) => page.file);
  const survey = surveyed ? await surveyOutputs({ spare: into, previous: dirs.live, kept }) : undefined;
  const stats = await assembleOutput({
    staging: dirs.staging,
    into,
    previous: dirs.live,
    links: pages,
    images: dirs.images,
    ...(survey ? { survey } : {}),
    discard: (dir) => {
      discarded.push(dir);
      renameSync(dir, `${dir}-trash`);
    },
  });
  return { stats, discarded };
}

describe.each([
  ['read when assembling', false],
  ['surveyed beforehand on another thread', true],
])('assembling a rebuild in the spare output, its folders %s', (_, surveyed) => {
  it('publishes exactly this build: kept pages left in place, changed ones linked, stale ones removed', async () => {
    const dirs = setUp();
    const { live, spare, staging } = dirs;
    const liveBefore = contents(live);
    const { stats, discarded } = await assemble(dirs, spare, links, surveyed);

    expect(discarded).toEqual([]);
    expect(stats.reused).toBe(true);
    expect(filesOf(spare)).toEqual([
      ...PICTURES.map((name) => `_img/${name}`),
      'alias/added.html',
      'alias/kept.html',
      'index.html',
      'p/a.html',
      'p/added.html',
      'p/b.html',
      'p/c.html',
      'p/changed.html',
      'p/changed.html.br',
      'p/kept.html',
      'p/kept.html.br',
      'p/kept.html.gz',
      'p/rendered.html',
    ]);
    expect(existsSync(join(spare, 'gone'))).toBe(false);
    expect(readFileSync(join(spare, 'index.html'), 'utf8')).toBe('home, this build');
    expect(readFileSync(join(spare, 'p/changed.html'), 'utf8')).toBe('changed, last build');
    expect(readFileSync(join(spare, 'p/changed.html.br'), 'utf8')).toBe('compressed, last build');
    expect(inode(join(spare, 'p/changed.html'))).toBe(inode(join(live, 'p/changed.html')));
    expect(inode(join(spare, 'alias/added.html'))).toBe(inode(join(spare, 'p/added.html')));
    expect(stats.kept).toBe(2 + SHARED.length);
    expect(stats.removed).toBe(2);
    // The picture the spare had stays that file; the other is linked from the cache.
    expect(stats.imagesLinked).toBe(1);
    for (const { file, source } of dirs.images) expect(inode(join(spare, file))).toBe(inode(source));
    // The live output shared files with the spare: none of them changed.
    expect(contents(live)).toEqual(liveBefore);
    expect(readdirSync(staging, { recursive: true }).filter((entry) => String(entry).endsWith('.html'))).toEqual([]);
  });

  it('a spare with nothing in common with the live output (after a full build) is discarded, and the staging folder becomes the output', async () => {
    const dirs = setUp();
    const fresh = join(dirs.root, 'fresh-spare');
    write(join(fresh, 'p/kept.html'), 'an unrelated old file');
    const { stats, discarded } = await assemble(dirs, fresh, links, surveyed);
    expect(discarded).toEqual([fresh]);
    expect(stats.reused).toBe(false);
    expect(existsSync(dirs.staging)).toBe(false);
    expect(readFileSync(join(fresh, 'p/kept.html'), 'utf8')).toBe('spare p/kept.html');
    expect(readFileSync(join(fresh, 'index.html'), 'utf8')).toBe('home, this build');
    expect(filesOf(fresh)).not.toContain('gone/old.html');
    expect(stats.imagesLinked).toBe(PICTURES.length);
    for (const { file, source } of dirs.images) expect(inode(join(fresh, file))).toBe(inode(source));
  });

  it('stops with the page named when a kept page is missing from the live output', async () => {
    const dirs = setUp();
    await expect(
      assemble(
        dirs,
        dirs.spare,
        [...links, { file: 'p/lost.html', source: 'p/lost.html', fromPrevious: true }],
        surveyed,
      ),
    ).rejects.toThrow(/p\/lost\.html/);
  });
});
