/**
 * `npm run bench:readme`: puts the latest results of bench:size, bench:build, bench:lighthouse and bench:publish
 * (.cache/bench/*.json) into README.md between the bench markers, each with its date and machine. A bench
 * with no result here (not run on this machine, or its results cleared) keeps the section the README has:
 * re-running one bench must not erase the figures of the others.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadResult } from './lib/table.ts';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const SECTIONS = [
  { name: 'lighthouse', title: 'Lighthouse (`npm run bench:lighthouse`)' },
  { name: 'size', title: 'Bytes per page type (`npm run bench:size`)' },
  { name: 'build', title: 'Build time and memory (`npm run bench:build`)' },
  { name: 'publish', title: 'From the hook to the page served (`npm run bench:publish`)' },
] as const;

/** The section under `#### title` in the README's bench block, up to the next such heading, without its trailing blank lines. */
function sectionIn(block: string, title: string): string | undefined {
  const heading = `#### ${title}\n`;
  const at = block.indexOf(heading);
  if (at < 0) return undefined;
  const next = block.indexOf('\n#### ', at + heading.length);
  return block.slice(at, next < 0 ? undefined : next + 1).trimEnd();
}

export function updateReadme(file = 'README.md'): string[] {
  const readme = readFileSync(file, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} … ${END} section`);
  const block = readme.slice(start + START.length, end);
  const written: string[] = [];
  const body = SECTIONS.flatMap(({ name, title }) => {
    const result = loadResult(name);
    if (!result) {
      const kept = sectionIn(block, title);
      return kept ? [kept, ''] : [`#### ${title}`, '', `Not measured yet: run \`npm run bench:${name}\`.`, ''];
    }
    written.push(name);
    return [
      `#### ${title}`,
      '',
      `Measured ${result.date.slice(0, 16).replace('T', ' ')} UTC on ${result.machine}.`,
      '',
      result.markdown,
      '',
    ];
  });
  writeFileSync(file, `${readme.slice(0, start + START.length)}\n\n${body.join('\n')}${readme.slice(end)}`);
  return written;
}

if (import.meta.main) {
  console.log(`README.md updated with: ${updateReadme().join(', ') || 'nothing (no results yet)'}`);
}
