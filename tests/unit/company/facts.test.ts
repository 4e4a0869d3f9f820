import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCompanyFacts, readCompanyFacts } from '../../../src/content/company/facts.ts';
import { assertPublishable, SampleFactsError } from '../../../src/content/company/publish-check.ts';
import { listSampleFacts, summariseSampleFacts } from '../../../src/content/company/samples.ts';
import { getSiteMode } from '../../../src/lib/site-mode.ts';

const SEED = 'src/content/company/company.json';
const CONFIRMED = 'tests/fixtures/company-facts-confirmed.json';
type JsonObject = Record<string, unknown>;
const seedJson = () => JSON.parse(readFileSync(SEED, 'utf8')) as JsonObject;
/** The object at `key` of the parsed file, to be spoiled in place. */
const objectAt = (json: JsonObject, key: string) => json[key] as JsonObject;

describe('company facts file', () => {
  it('reads the sample file of the repository', () => {
    const facts = readCompanyFacts(SEED);
    expect(facts.founders).toHaveLength(3);
    expect(facts.established).toEqual({ status: 'confirmed', value: 2014, note: expect.any(String) as unknown });
  });

  it.each([
    [
      'a misspelt key',
      (json: JsonObject) => (objectAt(json, 'phone')['staus'] = 'sample'),
      /phone\.staus: is not a key expected here/,
    ],
    [
      'an unknown status',
      (json: JsonObject) => (objectAt(json, 'email')['status'] = 'maybe'),
      /email\.status: must be "sample" or "confirmed"/,
    ],
    [
      'two forms of a phone number that differ',
      (json: JsonObject) => (objectAt(objectAt(json, 'phone'), 'value')['e164'] = '+917310000000'),
      /phone\.value: display and e164 must be the same number/,
    ],
    [
      'a WhatsApp number with a plus',
      (json: JsonObject) => (objectAt(json, 'whatsapp')['value'] = '+919800000000'),
      /whatsapp\.value: must be digits only/,
    ],
    [
      'two founders',
      (json: JsonObject) => (json['founders'] as unknown[]).pop(),
      /founders: must list exactly three founders/,
    ],
    [
      'a timeline out of order',
      (json: JsonObject) => (json['timeline'] as unknown[]).reverse(),
      /timeline: must be in order of year/,
    ],
    [
      'a social link over http',
      (json: JsonObject) => (objectAt(objectAt(json, 'social'), 'facebook')['value'] = 'http://facebook.com/x'),
      /social\.facebook\.value: must start with https/,
    ],
  ])('refuses %s, naming the place in the file', (_, spoil, message) => {
    const json = seedJson();
    spoil(json);
    expect(() => parseCompanyFacts(json, 'company.json')).toThrow(message);
  });
});

describe('sample facts', () => {
  it('lists every sample of the repository file in checklist order, with its path and value', () => {
    const samples = listSampleFacts(readCompanyFacts(SEED));
    expect(samples.slice(0, 6).map((sample) => sample.path)).toEqual([
      'legalName',
      'brand',
      'address',
      'phone',
      'whatsapp',
      'email',
    ]);
    expect(samples.find((sample) => sample.path === 'phone')).toMatchObject({
      label: 'phone',
      value: expect.stringContaining('+91') as unknown,
    });
    expect(samples.map((sample) => sample.path)).toEqual(
      expect.arrayContaining(['founders.0', 'founders.1', 'founders.2', 'events.1.speaker', 'social.instagram']),
    );
    // What the company's brief states is confirmed, not a sample.
    expect(samples.map((sample) => sample.path)).not.toEqual(expect.arrayContaining(['established']));
    expect(
      samples.some(
        (sample) => sample.path === 'premisesSqFt' || sample.path.endsWith('.date') || sample.path.endsWith('.place'),
      ),
    ).toBe(false);
  });

  it('says how many there are and names each in one line', () => {
    const samples = listSampleFacts(readCompanyFacts(SEED));
    const line = summariseSampleFacts(samples);
    expect(line).toMatch(new RegExp(`^${samples.length} company facts are samples: legal name; `));
    for (const sample of samples) expect(line).toContain(sample.label);
    expect(summariseSampleFacts([])).toBe('all company facts are confirmed');
  });

  it('finds none in a filled file', () => {
    expect(listSampleFacts(readCompanyFacts(CONFIRMED))).toEqual([]);
  });
});

describe('the production gate', () => {
  const samples = listSampleFacts(readCompanyFacts(SEED));

  it('stops a production build while samples remain, naming every one with its path', () => {
    expect(() => {
      assertPublishable('production', samples, SEED);
    }).toThrow(SampleFactsError);
    try {
      assertPublishable('production', samples, SEED);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(
        new RegExp(
          `^SITE_MODE=production, but ${samples.length} company facts are still samples in src/content/company/company\\.json\\.`,
        ),
      );
      for (const sample of samples) expect(message).toContain(`- ${sample.label} [${sample.path}]: `);
    }
  });

  it('lets a development build use samples, and a production build a filled file', () => {
    expect(() => {
      assertPublishable('development', samples, SEED);
    }).not.toThrow();
    expect(() => {
      assertPublishable('production', listSampleFacts(readCompanyFacts(CONFIRMED)), CONFIRMED);
    }).not.toThrow();
  });
});

describe('SITE_MODE', () => {
  it('is development unless it says production, and refuses anything else', () => {
    expect(getSiteMode({})).toBe('development');
    expect(getSiteMode({ SITE_MODE: '' })).toBe('development');
    expect(getSiteMode({ SITE_MODE: 'production' })).toBe('production');
    expect(() => getSiteMode({ SITE_MODE: 'prod' })).toThrow(
      'SITE_MODE must be "production" or "development", not "prod"',
    );
  });
});
