/** Cuts text to its first `limit` words, adding "..." when anything was cut (product descriptions preview 50). */
export function truncateWords(text: string, limit = 50): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > limit ? `${words.slice(0, limit).join(' ')}...` : words.join(' ');
}

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** Items as running text: "1988, 2014 and 2019". */
export function formatList(items: ReadonlyArray<string | number>): string {
  return listFormat.format(items.map(String));
}

/** Text made safe inside XML and SVG, in element content and in double-quoted attributes. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An attribute value as written in HTML, with its entities read back (&amp; last, so "&amp;lt;" stays "&lt;"). */
export function unescapeXml(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
