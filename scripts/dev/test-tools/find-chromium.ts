/**
 * Finds a Chromium for the browser tests: CHROME_PATH, Debian's /usr/bin/chromium, or
 * Playwright's own download. When none is there and we run as root on Debian, installs
 * Debian's `chromium` with apt-get (Playwright cannot download browsers on these machines).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { installDebianPackage } from './apt-install.ts';

function playwrightOwn(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium(): string {
  const candidates = [process.env['CHROME_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser', playwrightOwn()];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (found) return found;
  if (installDebianPackage('chromium') && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error(
    'No Chromium for the browser tests. Install one (Debian: apt-get install chromium) or set CHROME_PATH to its executable.',
  );
}
