/**
 * The Hindi pages are measured in the browser tests (a printed sheet's page count, layout shift), and
 * their text only has its real size in a Devanagari font: without one, Chromium draws boxes of
 * another width and /hi/Pheromones printed on three pages instead of two. A phone has such a font
 * (Android's is Noto Sans Devanagari); a fresh Debian machine has none, so on one, as root, this installs
 * Debian's Noto fonts, the same family. Where fontconfig is absent (not Linux) the system's fonts are
 * left to serve.
 */
import { execFileSync } from 'node:child_process';
import { installDebianPackage } from './apt-install.ts';

/** Families of the installed fonts that cover Hindi; undefined where fontconfig cannot be asked. */
function hindiFonts(): string | undefined {
  try {
    return execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

export function ensureHindiFont(): void {
  const fonts = hindiFonts();
  if (fonts === undefined || fonts !== '') return;
  if (installDebianPackage('fonts-noto-core') && hindiFonts()) return;
  throw new Error(
    'No font covers Hindi, so the Hindi pages cannot be measured. Install one (Debian: apt-get install fonts-noto-core).',
  );
}
