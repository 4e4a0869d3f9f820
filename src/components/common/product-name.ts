import { escapeXml, splitUnbreakable } from '../../lib/text.ts';

/**
 * A product's name as HTML, with the words whose hyphen must not end a line kept on one
 * (splitUnbreakable: "2,4-D" in "Adjuvant for 2,4-D Amine Salt 58% SL"; `.keep-together` in
 * global.css). A string for `set:html` rather than a component: listings carry hundreds of names,
 * and a component per name is a render per name.
 */
export function productNameHtml(name: string): string {
  return splitUnbreakable(name)
    .map((part) =>
      part.keepTogether ? `<span class="keep-together">${escapeXml(part.text)}</span>` : escapeXml(part.text),
    )
    .join('');
}
