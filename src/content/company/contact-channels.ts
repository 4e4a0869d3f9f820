/**
 * The one way for a component to get a link that acts on a company contact detail: a call, an
 * e-mail, a WhatsApp chat, a map, a social profile.
 *
 * A confirmed detail always gets its link. A sample gets one only outside production mode (so the
 * reference site works end to end); in production mode it gets none, and the component leaves the
 * link out, so no visitor can reach a stranger through a number nobody confirmed. (A production
 * build with samples does not start at all, see `publish-check.ts`; this is the second lock.)
 *
 * ```astro
 * ---
 * const phone = getContactChannel('phone');
 * ---
 * {phone.href && <a href={phone.href}>{phone.text}</a>}
 * ```
 */

import { getSiteMode, type SiteMode } from '../../lib/site-mode.ts';
import { companyFacts } from './facts.ts';
import type { CompanyFacts, Fact } from './facts-schema.ts';

/** The contact channels of the company. */
export type ChannelKind = 'phone' | 'whatsapp' | 'email' | 'careersEmail';

/** A contact channel, ready to print. */
export interface ContactChannel {
  kind: ChannelKind;
  /** What the channel is, e.g. "Phone" or "Careers e-mail". */
  label: string;
  /** The detail as printed: the number (with no-break spaces) or the address. */
  text: string;
  /** The link that acts on it, or null when it must not be offered as a link (a sample in production). */
  href: string | null;
  /** Whether the detail is still a sample (shown as such outside production). */
  sample: boolean;
  /** Whether the link leaves the site (open it in a new tab). */
  external: boolean;
}

/** What to pre-fill: the message of a WhatsApp chat, the subject of an e-mail. */
export interface ChannelOptions {
  /** Pre-filled WhatsApp message. */
  message?: string;
  /** Subject of the e-mail. */
  subject?: string;
  mode?: SiteMode;
  facts?: CompanyFacts;
}

/** Whether a fact may be offered as a live link in this mode. */
function mayLink(fact: Fact<unknown>, mode: SiteMode): boolean {
  return fact.status === 'confirmed' || mode !== 'production';
}

const query = (name: string, value: string | undefined) =>
  value === undefined ? '' : `?${name}=${encodeURIComponent(value)}`;

/** One contact channel with its label, printed text and link (or none). */
export function getContactChannel(kind: ChannelKind, options: ChannelOptions = {}): ContactChannel {
  const { mode = getSiteMode(), facts = companyFacts } = options;
  const build = (
    fact: Fact<unknown>,
    label: string,
    text: string,
    href: string,
    external: boolean,
  ): ContactChannel => ({
    kind,
    label,
    text,
    href: mayLink(fact, mode) ? href : null,
    sample: fact.status === 'sample',
    external,
  });
  switch (kind) {
    case 'phone':
      return build(
        facts.phone,
        'Phone',
        facts.phone.value.display.replace(/ /g, '\u00a0'),
        `tel:${facts.phone.value.e164}`,
        false,
      );
    case 'whatsapp':
      return build(
        facts.whatsapp,
        'WhatsApp',
        `+${facts.whatsapp.value}`,
        `https://wa.me/${facts.whatsapp.value}${query('text', options.message)}`,
        true,
      );
    case 'email':
      return build(
        facts.email,
        'E-mail',
        facts.email.value,
        `mailto:${facts.email.value}${query('subject', options.subject)}`,
        false,
      );
    case 'careersEmail':
      return build(
        facts.careersEmail,
        'Careers e-mail',
        facts.careersEmail.value,
        `mailto:${facts.careersEmail.value}${query('subject', options.subject)}`,
        false,
      );
  }
}

/** Every contact channel: phone, WhatsApp, e-mail and careers e-mail, in that order. */
export function getContactChannels(options: Omit<ChannelOptions, 'message' | 'subject'> = {}): ContactChannel[] {
  return (['phone', 'whatsapp', 'email', 'careersEmail'] as const).map((kind) => getContactChannel(kind, options));
}

/** A social profile that may be linked. */
export interface SocialLink {
  /** The network's name, e.g. "LinkedIn". */
  label: string;
  href: string;
  sample: boolean;
}

const SOCIAL_LABELS = {
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  facebook: 'Facebook',
  instagram: 'Instagram',
} as const;

/** The company's social profiles that may be linked: none the company lacks, no sample in production. */
export function getSocialLinks(options: Pick<ChannelOptions, 'mode' | 'facts'> = {}): SocialLink[] {
  const { mode = getSiteMode(), facts = companyFacts } = options;
  return (Object.keys(SOCIAL_LABELS) as Array<keyof typeof SOCIAL_LABELS>).flatMap((network) => {
    const fact = facts.social[network];
    return fact.value !== null && mayLink(fact, mode)
      ? [{ label: SOCIAL_LABELS[network], href: fact.value, sample: fact.status === 'sample' }]
      : [];
  });
}

/** The map link of the address, or null when it is a sample in production. */
export function getMapHref(options: Pick<ChannelOptions, 'mode' | 'facts'> = {}): string | null {
  const { mode = getSiteMode(), facts = companyFacts } = options;
  return mayLink(facts.address, mode) ? facts.address.value.mapUrl : null;
}
