import sanitizeHtml from 'sanitize-html';

/*
 * Blog bodies arrive as HTML from the API and are published to every visitor, so they are
 * cleaned at build time with sanitize-html (an allow-list parser): only document structure
 * survives — headings, paragraphs, lists, emphasis, tables, quotes, links and images. Scripts,
 * event handlers, styles, iframes, forms, SVG/MathML and any URL scheme other than http(s),
 * mailto and tel are dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'small',
    'mark',
    'abbr',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A post's own title is the page's h1, so an h1 in the body becomes an h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs['href'] ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // An image needs an absolute http(s) or site-rooted address: a relative one ("x", "img.png")
  // would be fetched from the blog page's own folder on our site and only ever 404.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(?:https?:\/\/|\/(?![/\\]))/i.test(frame.attribs['src'] ?? ''),
};

/** Cleans blog HTML from the API into markup that is safe to publish. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, {
    ...options,
    allowedAttributes: {
      ...options.allowedAttributes,
      a: ['href', 'title', 'rel', 'target'],
      img: [...(options.allowedAttributes as Record<string, string[]>)['img']!, 'loading', 'decoding'],
    },
  });
}

/** Plain text of blog HTML for list views and descriptions: tags (anchors included) removed, entities decoded. */
export function toPlainText(html: string): string {
  // Blocks end in a space so that paragraphs do not run together.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|div|tr|td|th|blockquote|figcaption|dd|dt)\s*>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'svg', 'math', 'template', 'title'],
  });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
