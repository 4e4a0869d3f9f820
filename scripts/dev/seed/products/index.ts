/**
 * Every product group of the catalogue, in the order the categories appear on the site.
 */
import { agroBiologicalGroups } from './agro-biologicals.ts';
import { agroEmulsifierGroups } from './agro-emulsifiers.ts';
import { agroSiliconGroups } from './agro-silicon.ts';
import { agroSurfactantGroups } from './agro-surfactants.ts';
import { cleaningGroups } from './cleaning.ts';
import { fertilizerGroups } from './fertilizers.ts';
import { generalEmulsifierGroups } from './general-emulsifiers.ts';
import { paintAdditiveGroups } from './paint-additives.ts';
import { siliconeSpreaderGroups } from './silicone-spreaders.ts';
import type { ProductGroup } from './spec.ts';

export type { ProductGroup, ProductSpec } from './spec.ts';

export const PRODUCT_GROUPS: ProductGroup[] = [
  ...agroEmulsifierGroups,
  ...agroSurfactantGroups,
  ...agroSiliconGroups,
  ...agroBiologicalGroups,
  ...fertilizerGroups,
  ...siliconeSpreaderGroups,
  ...paintAdditiveGroups,
  ...generalEmulsifierGroups,
  ...cleaningGroups,
];
