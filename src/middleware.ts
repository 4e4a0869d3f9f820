import { defineMiddleware } from 'astro:middleware';
import { keepOwnHashes } from './lib/security/page-policy.ts';

/** Every page leaves the renderer with only its own hashes in its policy (src/lib/security/page-policy.ts). */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.includes('text/html')) return response;
  return new Response(keepOwnHashes(await response.text()), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
});
