import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Snapshot } from '../../src/lib/api/types.ts';

/** The built site the end-to-end tests run against (scripts/test.ts sets it). */
export const distDir = process.env['E2E_DIST_DIR'] ?? 'dist';
export const apiUrl = process.env['E2E_API_URL'] ?? 'http://localhost:8788';

/** Every HTML file of the build, as paths relative to dist/. */
export function listHtmlFiles(dir = distDir): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

export function readDist(file: string): string {
  return readFileSync(join(distDir, file), 'utf8');
}

/** The snapshot the test build was made from. */
export function readSnapshot(): Snapshot {
  return JSON.parse(readFileSync(process.env['SNAPSHOT_PATH'] ?? '.cache/snapshot.json', 'utf8')) as Snapshot;
}
