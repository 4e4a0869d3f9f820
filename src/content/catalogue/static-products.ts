/**
 * The fixed static product pages (/Orthosilicic_Acid, /Pheromones, /Fensil360, /MultiBalance4IN1,
 * /SliconSprSpreder, addresses the old site gave out), in each language, and the images they
 * reference. Each Hindi module mirrors its English one, taking the names, images and figures from it.
 */

import type { Editions } from '../../lib/i18n/locale.ts';
import { siliconeSpreaderLanding } from './silicone-spreader.ts';
import { siliconeSpreaderLandingHi } from './silicone-spreader-hi.ts';
import { fensil360Record, multiBalanceRecord } from './static-fensil-multibalance.ts';
import { fensil360RecordHi, multiBalanceRecordHi } from './static-fensil-multibalance-hi.ts';
import { orthosilicicRecord } from './static-orthosilicic.ts';
import { orthosilicicRecordHi } from './static-orthosilicic-hi.ts';
import { pheromonesPage } from './static-pheromones.ts';
import { pheromonesPageHi } from './static-pheromones-hi.ts';
import type {
  Fensil360Record,
  MultiBalanceRecord,
  OrthosilicicRecord,
  PheromonesPage,
  SiliconeSpreaderLanding,
} from './types.ts';

export const orthosilicicRecords: Editions<OrthosilicicRecord> = { en: orthosilicicRecord, hi: orthosilicicRecordHi };
export const fensil360Records: Editions<Fensil360Record> = { en: fensil360Record, hi: fensil360RecordHi };
export const multiBalanceRecords: Editions<MultiBalanceRecord> = { en: multiBalanceRecord, hi: multiBalanceRecordHi };
export const pheromonesPages: Editions<PheromonesPage> = { en: pheromonesPage, hi: pheromonesPageHi };
export const spreaderLandings: Editions<SiliconeSpreaderLanding> = {
  en: siliconeSpreaderLanding,
  hi: siliconeSpreaderLandingHi,
};

/** Every image path the static product pages reference, sorted, without repeats. */
export const staticImageFiles: string[] = [
  ...new Set([
    orthosilicicRecord.header.image,
    orthosilicicRecord.image,
    pheromonesPage.header.image,
    ...pheromonesPage.lures.map((lure) => lure.image),
    fensil360Record.header.image,
    multiBalanceRecord.header.image,
  ]),
].sort();
