import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterSwap } from '../../../scripts/publish/after-swap.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'after-swap-'));
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

const site = new URL('https://www.example.com/');
const rulesChanged = { added: [], changed: ['_nginx/redirects.map', 'index.html'], removed: [] };

describe('after the swap', () => {
  it("runs the reload command when a publish changed nginx's rules", async () => {
    const marker = join(work, 'reloaded');
    const notes = await afterSwap(rulesChanged, {
      liveDir: work,
      site,
      rulesWereLive: true,
      reloadCommand: `touch '${marker}'`,
    });
    expect(existsSync(marker)).toBe(true);
    expect(notes).toEqual(['nginx reloaded its redirect and header rules']);
  });

  it('says so when the reload fails, or when there is no reload command', async () => {
    const failed = await afterSwap(rulesChanged, { liveDir: work, site, rulesWereLive: true, reloadCommand: 'exit 3' });
    expect(failed).toEqual([`nginx's rules changed, and reloading them failed: Error: "exit 3" exited with code 3`]);
    expect(await afterSwap(rulesChanged, { liveDir: work, site, rulesWereLive: true })).toEqual([
      "nginx's rules (_nginx/) changed: reload nginx to apply them",
    ]);
  });

  it('does nothing for pages alone, nor on the first publish (nginx starts after it)', async () => {
    const marker = join(work, 'reloaded');
    const pages = { added: [], changed: ['index.html'], removed: [] };
    const options = { liveDir: work, site, rulesWereLive: true, reloadCommand: `touch '${marker}'` };
    expect(await afterSwap(pages, options)).toEqual([]);
    expect(await afterSwap(rulesChanged, { ...options, rulesWereLive: false })).toEqual([]);
    expect(existsSync(marker)).toBe(false);
  });
});
