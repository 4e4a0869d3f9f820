import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCompanyFacts } from '../../src/content/company/facts.ts';
import { listSampleFacts } from '../../src/content/company/samples.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { runBuildScript, type BuildRun } from '../support/build.ts';

/*
 * The real `node scripts/build.ts` in production mode: with the sample facts of the repository it
 * must stop before anything is built and name every sample; with a filled facts file it must build
 * a site that links the confirmed contact details and marks nothing as a sample. The API answers
 * empty lists, so the one full build stays short.
 */

const work = mkdtempSync(join(tmpdir(), 'build-facts-'));
const outDir = join(work, 'dist');
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  for (const endpoint of ['GetAllProduct', 'getAllBlogs', 'getAllJobPosts']) {
    await fetch(`${api.url}/__control/faults`, { method: 'POST', body: JSON.stringify({ endpoint, mode: 'empty' }) });
  }
});
afterAll(async () => {
  await api.close();
  rmSync(work, { recursive: true, force: true });
});

function runProductionBuild(factsFile?: string): Promise<BuildRun> {
  return runBuildScript(['--out-dir', outDir], {
    SITE_MODE: 'production',
    ...(factsFile ? { COMPANY_FACTS_FILE: factsFile } : {}),
    PUBLIC_API_BASE_URL: api.url,
    SNAPSHOT_PATH: join(work, 'snapshot.json'),
  });
}

describe('a production build', () => {
  it('of the sample facts fails before building anything and names every sample', { timeout: 60_000 }, async () => {
    const samples = listSampleFacts(readCompanyFacts('src/content/company/company.json'));
    expect(samples.length).toBeGreaterThan(0);
    const run = await runProductionBuild();
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toBe(
      `build failed: SITE_MODE=production, but ${samples.length} company facts are still samples in src/content/company/company.json.`,
    );
    for (const sample of samples) expect(run.stderr).toContain(`- ${sample.label} [${sample.path}]: ${sample.value}`);
    expect(existsSync(outDir)).toBe(false);
    expect(existsSync(join(work, 'snapshot.json')), 'nothing was pulled').toBe(false);
  });

  it(
    'of a filled facts file builds, links the confirmed details and marks nothing as a sample',
    { timeout: 240_000 },
    async () => {
      const run = await runProductionBuild('tests/fixtures/company-facts-confirmed.json');
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('all company facts are confirmed');
      const contact = readFileSync(join(outDir, 'contact.html'), 'utf8');
      expect(contact).toContain('href="tel:+917314000001"');
      expect(contact).toContain('href="https://wa.me/917314000002?text=');
      expect(contact).toContain('Narmada Test Surfactants');
      const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
      const marked = pages.filter((file) => readFileSync(join(outDir, file), 'utf8').includes('class="sample-mark'));
      expect(marked).toEqual([]);
      expect(readFileSync(join(work, 'dist-build-report.md'), 'utf8')).toContain('## Company facts still samples (0)');
    },
  );
});
