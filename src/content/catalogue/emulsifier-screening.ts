/**
 * Emulsifier screening table shown under why-us variant 1: actives sold as ECs, the solvent they
 * were screened in, the A / B pair and the dosage.
 *
 * We know the shape of this table and its ranges, not the company's results or product codes:
 * pairs are named by chemistry, and the page marks the table as typical values, to be confirmed.
 */

import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import type { EmulsifierComponent, EmulsifierScreeningRow } from './types.ts';

/** The emulsifier types named in `emulsifierPair`: A = anionic side, B = nonionic side of a pair. */
export const emulsifierComponents: EmulsifierComponent[] = [
  {
    name: 'Ca-DDBS',
    side: 'A',
    description: 'Calcium dodecylbenzene sulphonate in alcohol solvent; general-purpose anionic component.',
  },
  {
    name: 'Ca-DDBS, low-strength grade',
    side: 'A',
    description: 'Calcium dodecylbenzene sulphonate grade for low-strength pyrethroid ECs.',
  },
  {
    name: 'Ca-DDBS with coupling solvent',
    side: 'A',
    description: 'Anionic component with coupling solvent, for polar and co-solvent systems.',
  },
  { name: 'Castor oil ethoxylate', side: 'B', description: 'Castor oil ethoxylate blend for pyrethroid ECs.' },
  {
    name: 'Castor oil + TSP ethoxylate',
    side: 'B',
    description: 'Castor oil and tristyrylphenol (TSP) ethoxylate blend; general purpose.',
  },
  {
    name: 'TSP ethoxylate',
    side: 'B',
    description: 'Tristyrylphenol ethoxylate-rich blend for hard water, high-load organophosphates and triazoles.',
  },
  {
    name: 'EO/PO copolymer',
    side: 'B',
    description: 'Ethylene oxide / propylene oxide copolymer-rich blend for herbicide ECs.',
  },
];

const C9 = 'C-9';
const C9_CYCLOHEXANONE = 'C-9 + Cyclohexanone';
const NOT_FOR_INDIA = 'For export formulations: use in India has been banned since 31 December 2020.';

/** ≈28 toxicants, mostly in C-9 solvent, at 5–10% emulsifier, as the company's sample data has it. */
export const emulsifierScreeningRows: EmulsifierScreeningRow[] = [
  {
    id: 1,
    toxicant: 'Chlorpyrifos 20% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS / Castor oil + TSP ethoxylate',
    dosage: 5,
  },
  {
    id: 2,
    toxicant: 'Chlorpyrifos 50% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS / Castor oil + TSP ethoxylate',
    dosage: 6,
  },
  { id: 3, toxicant: 'Profenofos 50% EC', solvent: C9, emulsifierPair: 'Ca-DDBS / TSP ethoxylate', dosage: 6 },
  {
    id: 4,
    toxicant: 'Cypermethrin 10% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS, low-strength grade / Castor oil ethoxylate',
    dosage: 5,
  },
  {
    id: 5,
    toxicant: 'Cypermethrin 25% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS, low-strength grade / Castor oil ethoxylate',
    dosage: 6,
  },
  {
    id: 6,
    toxicant: 'Lambda-cyhalothrin 5% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS, low-strength grade / Castor oil + TSP ethoxylate',
    dosage: 5,
  },
  { id: 7, toxicant: 'Pretilachlor 50% EC', solvent: C9, emulsifierPair: 'Ca-DDBS / EO/PO copolymer', dosage: 7 },
  {
    id: 8,
    toxicant: 'Pendimethalin 30% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS with coupling solvent / Castor oil + TSP ethoxylate',
    dosage: 6,
  },
  { id: 9, toxicant: 'Quinalphos 25% EC', solvent: C9, emulsifierPair: 'Ca-DDBS / TSP ethoxylate', dosage: 5 },
  {
    id: 10,
    toxicant: 'Dichlorvos 76% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS with coupling solvent / EO/PO copolymer',
    dosage: 10,
    note: NOT_FOR_INDIA,
  },
  {
    id: 11,
    toxicant: 'Triazophos 40% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS / TSP ethoxylate',
    dosage: 6,
    note: NOT_FOR_INDIA,
  },
  {
    id: 12,
    toxicant: 'Chlorpyrifos 50% + Cypermethrin 5% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS / Castor oil + TSP ethoxylate',
    dosage: 7,
  },
  {
    id: 13,
    toxicant: 'Profenofos 40% + Cypermethrin 4% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS / TSP ethoxylate',
    dosage: 7,
  },
  {
    id: 14,
    toxicant: 'Deltamethrin 2.8% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS, low-strength grade / Castor oil ethoxylate',
    dosage: 5,
  },
  {
    id: 15,
    toxicant: 'Fenvalerate 20% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS, low-strength grade / Castor oil + TSP ethoxylate',
    dosage: 6,
  },
  {
    id: 16,
    toxicant: 'Alpha-cypermethrin 10% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS, low-strength grade / Castor oil ethoxylate',
    dosage: 5,
  },
  {
    id: 17,
    toxicant: 'Malathion 50% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS / Castor oil + TSP ethoxylate',
    dosage: 6,
  },
  {
    id: 18,
    toxicant: 'Dimethoate 30% EC',
    solvent: C9_CYCLOHEXANONE,
    emulsifierPair: 'Ca-DDBS with coupling solvent / TSP ethoxylate',
    dosage: 8,
  },
  {
    id: 19,
    toxicant: 'Oxyfluorfen 23.5% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS with coupling solvent / EO/PO copolymer',
    dosage: 7,
  },
  { id: 20, toxicant: 'Butachlor 50% EC', solvent: C9, emulsifierPair: 'Ca-DDBS / EO/PO copolymer', dosage: 6 },
  { id: 21, toxicant: 'Propiconazole 25% EC', solvent: C9, emulsifierPair: 'Ca-DDBS / TSP ethoxylate', dosage: 8 },
  {
    id: 22,
    toxicant: 'Hexaconazole 5% EC',
    solvent: C9_CYCLOHEXANONE,
    emulsifierPair: 'Ca-DDBS, low-strength grade / TSP ethoxylate',
    dosage: 7,
  },
  {
    id: 23,
    toxicant: 'Tebuconazole 25.9% EC',
    solvent: C9_CYCLOHEXANONE,
    emulsifierPair: 'Ca-DDBS with coupling solvent / TSP ethoxylate',
    dosage: 10,
  },
  {
    id: 24,
    toxicant: 'Difenoconazole 25% EC',
    solvent: C9_CYCLOHEXANONE,
    emulsifierPair: 'Ca-DDBS with coupling solvent / EO/PO copolymer',
    dosage: 10,
  },
  {
    id: 25,
    toxicant: 'Fenpropathrin 30% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS, low-strength grade / Castor oil + TSP ethoxylate',
    dosage: 6,
  },
  {
    id: 26,
    toxicant: 'Bifenthrin 10% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS, low-strength grade / Castor oil ethoxylate',
    dosage: 5,
  },
  {
    id: 27,
    toxicant: 'Ethion 50% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS / Castor oil + TSP ethoxylate',
    dosage: 6,
  },
  {
    id: 28,
    toxicant: 'Quizalofop-ethyl 5% EC',
    solvent: C9,
    emulsifierPair: 'Ca-DDBS, low-strength grade / EO/PO copolymer',
    dosage: 8,
  },
];

/** Column headings for the screening table, in row-field order. */
export const emulsifierScreeningColumns = [
  'S. No.',
  'Toxicant',
  'Solvent',
  'Emulsifier pair (A / B)',
  'Dosage (%)',
] as const;

/**
 * The screening table in a language: its headings, and the components and rows with their
 * descriptions and notes in that language. Toxicants, solvents and component names are names and
 * codes, the same in every edition.
 */
export interface EmulsifierScreening {
  columns: readonly [number: string, toxicant: string, solvent: string, emulsifierPair: string, dosage: string];
  components: readonly EmulsifierComponent[];
  rows: readonly EmulsifierScreeningRow[];
}

/** The Hindi descriptions of the components, in the order of `emulsifierComponents`. */
const componentDescriptionsHi: readonly string[] = [
  'अल्कोहल सॉल्वेंट में कैल्शियम डोडेसिलबेंज़ीन सल्फ़ोनेट; हर तरह के काम का एनायनिक घटक।',
  'कम ताकत वाले पाइरेथ्रॉइड EC के लिए कैल्शियम डोडेसिलबेंज़ीन सल्फ़ोनेट ग्रेड।',
  'कपलिंग सॉल्वेंट वाला एनायनिक घटक, ध्रुवीय और सह-सॉल्वेंट वाले सिस्टम के लिए।',
  'पाइरेथ्रॉइड EC के लिए अरंडी तेल एथॉक्सिलेट मिश्रण।',
  'अरंडी तेल और ट्राइस्टाइरिलफ़िनॉल (TSP) एथॉक्सिलेट का मिश्रण; हर तरह के काम का।',
  'ट्राइस्टाइरिलफ़िनॉल एथॉक्सिलेट वाला मिश्रण, कठोर पानी, ज़्यादा ताकत वाले ऑर्गेनोफ़ॉस्फ़ेट और ट्राइएज़ोल के लिए।',
  'एथिलीन ऑक्साइड / प्रोपिलीन ऑक्साइड कोपॉलिमर वाला मिश्रण, खरपतवारनाशी EC के लिए।',
];

/** The Hindi row notes, by their English wording. */
const rowNotesHi: Readonly<Record<string, string>> = {
  [NOT_FOR_INDIA]: 'निर्यात वाले फ़ॉर्मूलेशन के लिए: भारत में इसका इस्तेमाल 31 दिसंबर 2020 से प्रतिबंधित है।',
};

const screeningEditions: Editions<EmulsifierScreening> = {
  en: { columns: emulsifierScreeningColumns, components: emulsifierComponents, rows: emulsifierScreeningRows },
  hi: {
    columns: ['क्रमांक', 'टॉक्सिकेंट', 'सॉल्वेंट', 'इमल्सीफायर जोड़ी (A / B)', 'मात्रा (%)'],
    components: emulsifierComponents.map((component, index) => ({
      ...component,
      description: componentDescriptionsHi[index] ?? component.description,
    })),
    rows: emulsifierScreeningRows.map((row) => (row.note ? { ...row, note: rowNotesHi[row.note] ?? row.note } : row)),
  },
};

/** The screening table in a language. */
export function getEmulsifierScreening(locale: Locale): EmulsifierScreening {
  return screeningEditions[locale];
}
