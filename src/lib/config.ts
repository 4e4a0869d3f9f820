/**
 * Build-time settings the browser code needs (DESIGN.md "Interfaces"). Astro inlines PUBLIC_*
 * variables at build time, so these are fixed in the built files.
 */
export const apiBaseUrl: string = (import.meta.env['PUBLIC_API_BASE_URL'] || 'http://localhost:8787').replace(
  /\/+$/,
  '',
);

/** The file host's upload endpoint; the reference API emulates one at /upload. */
export const uploadUrl: string = import.meta.env['PUBLIC_UPLOAD_URL'] || `${apiBaseUrl}/upload`;

/** The upload preset the file host expects. */
export const uploadPreset: string = import.meta.env['PUBLIC_UPLOAD_PRESET'] || 'candidate_cv';
