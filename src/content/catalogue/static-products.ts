/**
 * The fixed static product pages (/Orthosilicic_Acid, /Pheromones, /Fensil360, /MultiBalance4IN1,
 * addresses the old site gave out) and the images they reference.
 */

import { fensil360Record, multiBalanceRecord } from './static-fensil-multibalance.ts';
import { orthosilicicRecord } from './static-orthosilicic.ts';
import { pheromonesPage } from './static-pheromones.ts';

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
