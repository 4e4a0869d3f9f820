import { describe, expect, it } from 'vitest';
import {
  getContactChannel,
  getContactChannels,
  getMapHref,
  getSocialLinks,
} from '../../../src/content/company/contact-channels.ts';
import { readCompanyFacts } from '../../../src/content/company/facts.ts';
import type { CompanyFacts } from '../../../src/content/company/facts-schema.ts';
import { getQualityClaim, getQualityTitle } from '../../../src/content/company/quality-claim.ts';
import { organizationJsonLd } from '../../../src/lib/seo/json-ld.ts';

const samples = readCompanyFacts('src/content/company/company.json');
const confirmed = readCompanyFacts('tests/fixtures/company-facts-confirmed.json');
const site = new URL('https://www.example.com');

describe('contact channels', () => {
  it('link a sample outside production, so the reference site works end to end', () => {
    const phone = getContactChannel('phone', { mode: 'development', facts: samples });
    expect(phone).toMatchObject({
      kind: 'phone',
      label: 'Phone',
      sample: true,
      href: `tel:${samples.phone.value.e164}`,
    });
    expect(phone.text).toBe(samples.phone.value.display.replace(/ /g, '\u00a0'));
  });

  it('never link a sample in production', () => {
    for (const channel of getContactChannels({ mode: 'production', facts: samples })) {
      expect(channel, channel.kind).toMatchObject({ sample: true, href: null });
    }
    expect(getMapHref({ mode: 'production', facts: samples })).toBeNull();
    expect(getSocialLinks({ mode: 'production', facts: samples })).toEqual([]);
  });

  it('link every confirmed channel in production, with the message or subject asked for', () => {
    const options = { mode: 'production' as const, facts: confirmed };
    expect(getContactChannel('whatsapp', { ...options, message: 'Hello & more?' }).href).toBe(
      'https://wa.me/917314000002?text=Hello%20%26%20more%3F',
    );
    expect(getContactChannel('careersEmail', { ...options, subject: 'CV' }).href).toBe(
      'mailto:jobs@example.com?subject=CV',
    );
    expect(getContactChannel('email', options)).toMatchObject({
      href: 'mailto:enquiries@example.com',
      external: false,
      sample: false,
    });
    expect(getMapHref(options)).toBe(confirmed.address.value.mapUrl);
  });

  it('leave out a social network the company does not use', () => {
    expect(getSocialLinks({ mode: 'production', facts: confirmed })).toEqual([
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/example', sample: false },
    ]);
  });
});

describe('quality claim', () => {
  const withCertifications = (status: 'sample' | 'confirmed', value: string[]): CompanyFacts => ({
    ...samples,
    certifications: { status, value },
  });

  it('says "quality-certified" until a named standard is confirmed', () => {
    expect(getQualityClaim(withCertifications('sample', ['ISO 9001:2015']))).toBe('quality-certified');
    expect(getQualityClaim(withCertifications('confirmed', []))).toBe('quality-certified');
    expect(getQualityTitle(withCertifications('sample', ['ISO 9001:2015']))).toBe('Quality-certified');
  });

  it('names the standard once confirmed', () => {
    expect(getQualityClaim(withCertifications('confirmed', ['ISO 9001:2015']))).toBe('ISO 9001:2015 certified');
  });
});

describe('Organization structured data', () => {
  it('gives search engines no sample contact detail, street or profile', () => {
    const data = organizationJsonLd(site, samples);
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('sameAs');
    expect(data['address']).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Indore',
      addressRegion: 'Madhya Pradesh',
      addressCountry: 'IN',
    });
  });

  it('gives the confirmed ones', () => {
    expect(organizationJsonLd(site, confirmed)).toMatchObject({
      name: 'Narmada Test Surfactants Pvt. Ltd.',
      telephone: '+917314000001',
      email: 'enquiries@example.com',
      sameAs: ['https://www.linkedin.com/company/example'],
      address: { streetAddress: 'Plot 1, Test Road, Test Industrial Area', postalCode: '452001' },
    });
  });
});
