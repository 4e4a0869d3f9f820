/**
 * What follows a publish's swap: nginx re-reads its rules when a publish changed them (new old
 * addresses, headers), and a CDN in front gets only the changed files and purges only their addresses
 * (./cdn.ts).
 */
import { spawn } from 'node:child_process';
import { encodePath } from '../delivery/redirects.ts';
import type { CdnStep } from './cdn.ts';
import { pageUrls, type OutputDiff } from './checks.ts';

export interface AfterSwapOptions {
  liveDir: string;
  site: URL;
  /** Whether nginx was already serving rules that this publish may have changed. */
  rulesWereLive: boolean;
  /** A shell command that makes nginx re-read its rules, e.g. `nginx -s reload`. */
  reloadCommand?: string;
  cdn?: CdnStep;
}

function runShell(command: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('sh', ['-c', command], { stdio: 'inherit' });
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done();
      else fail(new Error(`"${command}" exited with code ${code}`));
    });
  });
}

/** Each step says what it did; a failure is said, not thrown: the new site is live already. */
export async function afterSwap(files: OutputDiff, options: AfterSwapOptions): Promise<string[]> {
  const notes: string[] = [];
  const touched = options.rulesWereLive ? [...files.added, ...files.changed, ...files.removed] : [];
  if (touched.some((file) => file.startsWith('_nginx/'))) {
    if (options.reloadCommand) {
      try {
        await runShell(options.reloadCommand);
        notes.push('nginx reloaded its redirect and header rules');
      } catch (error) {
        notes.push(`nginx's rules changed, and reloading them failed: ${String(error)}`);
      }
    } else notes.push("nginx's rules (_nginx/) changed: reload nginx to apply them");
  }
  if (options.cdn) {
    // Compressed copies are cached under their page's address; hashed bundles and images (_astro/, _img/)
    // get new names when they change, and rule files are never served: none of them needs a purge.
    const cachedByAddress = (file: string) => !/\.(?:br|gz)$/.test(file) && !file.startsWith('_');
    const put = [...files.added, ...files.changed];
    const changedAddresses = [...files.changed, ...files.removed].filter(cachedByAddress);
    const urls = [
      ...new Set([
        ...pageUrls(changedAddresses),
        ...changedAddresses.filter((file) => !file.endsWith('.html')).map((file) => `/${encodePath(file)}`),
      ]),
    ].map((path) => new URL(path, options.site).href);
    try {
      await options.cdn.upload(options.liveDir, { put, removed: files.removed });
      await options.cdn.purge(urls);
      notes.push(
        `CDN (${options.cdn.name}): ${put.length} files uploaded, ${files.removed.length} removed, ${urls.length} addresses purged`,
      );
    } catch (error) {
      notes.push(`CDN (${options.cdn.name}) failed: ${String(error)}; this server already serves the new site`);
    }
  }
  return notes;
}
