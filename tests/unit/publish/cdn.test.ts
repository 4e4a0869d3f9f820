import { describe, expect, it } from 'vitest';
import { cloudflareStep, loadCdnStep } from '../../../scripts/publish/cdn.ts';

describe('the CDN steps', () => {
  it('purges Cloudflare by address, 30 per call, with the token', async () => {
    const calls: Array<{ url: string; headers: unknown; body: string }> = [];
    const fetcher: typeof fetch = (url, init) => {
      calls.push({ url: url as string, headers: init?.headers, body: init?.body as string });
      return Promise.resolve(new Response('{"success":true}'));
    };
    const step = cloudflareStep('zone-1', 'token-1', fetcher);
    const urls = Array.from({ length: 31 }, (_, index) => `https://www.example.com/page-${index}`);
    await step.purge(urls);
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.cloudflare.com/client/v4/zones/zone-1/purge_cache',
      'https://api.cloudflare.com/client/v4/zones/zone-1/purge_cache',
    ]);
    expect(calls[0]!.headers).toMatchObject({ authorization: 'Bearer token-1' });
    expect(JSON.parse(calls[0]!.body)).toEqual({ files: urls.slice(0, 30) });
    expect(JSON.parse(calls[1]!.body)).toEqual({ files: urls.slice(30) });
  });

  it('says so when Cloudflare refuses', async () => {
    const fetcher: typeof fetch = () => Promise.resolve(new Response('{"success":false}', { status: 403 }));
    const step = cloudflareStep('zone-1', 'wrong', fetcher);
    await expect(step.purge(['https://www.example.com/'])).rejects.toThrow('Cloudflare refused the purge: HTTP 403');
  });

  it('names the setting a chosen step lacks, and chooses none when unset', async () => {
    await expect(loadCdnStep({})).resolves.toBeUndefined();
    await expect(loadCdnStep({ PUBLISH_CDN: 'mirror' })).rejects.toThrow('PUBLISH_CDN=mirror needs PUBLISH_CDN_DIR');
    await expect(loadCdnStep({ PUBLISH_CDN: 'cloudflare', PUBLISH_CLOUDFLARE_ZONE: 'z' })).rejects.toThrow(
      'PUBLISH_CDN=cloudflare needs PUBLISH_CLOUDFLARE_TOKEN',
    );
  });
});
