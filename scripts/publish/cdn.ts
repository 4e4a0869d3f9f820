/**
 * The CDN step: when the site is served through a CDN, the publisher hands it only the files a publish
 * changed and purges only their addresses. A step is chosen with PUBLISH_CDN:
 * - unset: none (nginx serves the live link itself);
 * - `mirror`: copies the changed files into PUBLISH_CDN_DIR and appends the purged addresses to its
 *   purged.log: a local stand-in for a CDN, used by the tests, and a way to see what a CDN would get;
 * - `cloudflare`: purges the changed addresses from Cloudflare's cache (PUBLISH_CLOUDFLARE_ZONE,
 *   PUBLISH_CLOUDFLARE_TOKEN), for a Cloudflare zone in front of this nginx;
 * - a path to a module of your own whose `createCdnStep(env)` returns a CdnStep (README, "Publishing"
 *   shows Netlify and S3 + CloudFront).
 */
import { appendFileSync, copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface CdnStep {
  name: string;
  /** Puts files of the new output (paths relative to `dir`) on the CDN; removed ones are taken off. */
  upload: (dir: string, files: { put: readonly string[]; removed: readonly string[] }) => Promise<void>;
  /** Drops these absolute addresses from the CDN's cache. */
  purge: (urls: readonly string[]) => Promise<void>;
}

/** Copies into a folder, and logs purges: the local CDN. */
export function mirrorStep(folder: string): CdnStep {
  return {
    name: 'mirror',
    upload: async (dir, files) => {
      for (const file of files.put) {
        mkdirSync(dirname(join(folder, file)), { recursive: true });
        copyFileSync(join(dir, file), join(folder, file));
      }
      for (const file of files.removed) rmSync(join(folder, file), { force: true });
      await Promise.resolve();
    },
    purge: async (urls) => {
      mkdirSync(folder, { recursive: true });
      appendFileSync(join(folder, 'purged.log'), urls.map((url) => `${url}\n`).join(''));
      await Promise.resolve();
    },
  };
}

/** Cloudflare takes at most 30 addresses per purge call. */
const CLOUDFLARE_BATCH = 30;

/** Purges by address through Cloudflare's API; nothing to upload, nginx is the origin. */
export function cloudflareStep(zone: string, token: string, fetcher: typeof fetch = fetch): CdnStep {
  return {
    name: 'cloudflare',
    upload: () => Promise.resolve(),
    purge: async (urls) => {
      for (let start = 0; start < urls.length; start += CLOUDFLARE_BATCH) {
        const response = await fetcher(`https://api.cloudflare.com/client/v4/zones/${zone}/purge_cache`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ files: urls.slice(start, start + CLOUDFLARE_BATCH) }),
        });
        if (!response.ok) throw new Error(`Cloudflare refused the purge: HTTP ${response.status}`);
      }
    },
  };
}

/** The step PUBLISH_CDN names (see the top of this file), or undefined for none. */
export async function loadCdnStep(env: NodeJS.ProcessEnv): Promise<CdnStep | undefined> {
  const choice = env['PUBLISH_CDN']?.trim();
  if (!choice) return undefined;
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`PUBLISH_CDN=${choice} needs ${name}`);
    return value;
  };
  if (choice === 'mirror') return mirrorStep(resolve(required('PUBLISH_CDN_DIR')));
  if (choice === 'cloudflare')
    return cloudflareStep(required('PUBLISH_CLOUDFLARE_ZONE'), required('PUBLISH_CLOUDFLARE_TOKEN'));
  const module = (await import(pathToFileURL(resolve(choice)).href)) as {
    createCdnStep?: (env: NodeJS.ProcessEnv) => CdnStep;
  };
  if (typeof module.createCdnStep !== 'function') throw new Error(`${choice} exports no createCdnStep(env)`);
  return module.createCdnStep(env);
}
