/*
 * Blog dates are fixed at build time, so they are formatted in the company's own time zone
 * (India) rather than the build machine's: a post created at 23:00 UTC on 4 March is a 5 March
 * post in Indore, and the date must not change with where the build runs.
 */
const blogDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * A blog's creation date as the Resource Center cards show it: short month, day and year in US
 * English, e.g. "Mar 5, 2025". Null or an unparseable date gives null: the card shows no date.
 */
export function formatBlogDate(iso: string | null): string | null {
  if (iso === null || iso.trim() === '') return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : blogDate.format(date);
}

/** The calendar date (YYYY-MM-DD, India time) for a <time datetime> attribute, or null. */
export function toIsoDate(iso: string | null): string | null {
  if (iso === null || iso.trim() === '') return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
