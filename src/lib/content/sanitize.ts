import sanitizeHtml from 'sanitize-html';
import { localizePath, type Locale } from '../i18n/locale.ts';

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
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  // An image needs an absolute http(s) or site-rooted address: a relative one ("x", "img.png")
  // would be fetched from the blog page's own folder on our site and only ever 404.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(?:https?:\/\/|\/(?![/\\]))/i.test(frame.attribs['src'] ?? ''),
};

/**
 * A link of a post to a page of this site, as the edition of `locale` links it: a post read in Hindi
 * leads on to Hindi pages. Files (a PDF, a picture) and other sites stay as they are.
 */
function localizeSiteLink(href: string, locale: Locale): string {
  const [path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href)?.slice(1) ?? [];
  if (!/^\/(?![/\\])/.test(path) || /\.[a-z0-9]+$/i.test(path)) return href;
  return localizePath(path, locale) + rest;
}

/** Cleans blog HTML from the API into markup that is safe to publish, its site links in `locale`. */
export function sanitizeBlogHtml(html: string, locale: Locale = 'en'): string {
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      ...options.transformTags,
      a: (tagName, attribs) => {
        const href = attribs['href'];
        const linked = href === undefined ? attribs : { ...attribs, href: localizeSiteLink(href, locale) };
        const external = /^https?:\/\//i.test(href ?? '');
        return {
          tagName,
          attribs: external ? { ...linked, rel: 'noopener noreferrer', target: '_blank' } : linked,
        };
      },
    },
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
