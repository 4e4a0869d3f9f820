/**
 * General-purpose emulsifiers for textiles, metalworking, cosmetics, food-contact and other industries.
 */
import type { ProductGroup } from './spec.ts';

export const generalEmulsifierGroups: ProductGroup[] = [
  {
    category: 'General Emulsifiers',
    subCategory: null,
    family: 'general-emulsifier',
    labelHeader: 'General Emulsifiers',
    products: [
      {
        name: 'Sorbitan Monooleate',
        code: 'FX GE 21',
        description:
          'Sorbitan monooleate is a lipophilic non-ionic emulsifier with an HLB of 4.3, used to make water-in-oil emulsions and as the low-HLB partner of polysorbates. It is an amber, viscous liquid used in explosives emulsions, lubricants, metalworking fluids, textile auxiliaries, cosmetics and agrochemical oil formulations. Combined with polysorbate 80 at different ratios it covers the whole HLB range from 4.3 to 15. Our grade has low acid value and consistent colour.',
        features: [
          'HLB 4.3, lipophilic non-ionic emulsifier',
          'For water-in-oil emulsions',
          'Pairs with polysorbate 80 to cover HLB 4.3–15',
          'Low acid value and consistent colour',
        ],
        instructions: [
          'Dissolve in the oil phase before emulsification.',
          'To reach a target HLB, blend with polysorbate 80 using the weighted-average rule.',
          'Warm to 40 °C if thick.',
          'Store closed at room temperature.',
        ],
        dosage: '1–5% of the formulation',
        adjuvant: '',
      },
      {
        name: 'Polysorbate 80',
        code: 'FX GE 22',
        hot: true,
        description:
          'Polysorbate 80, polyoxyethylene (20) sorbitan monooleate, is a hydrophilic non-ionic emulsifier and solubiliser with an HLB of 15. It makes stable oil-in-water emulsions, solubilises essential oils and fragrances in water and wets powders. It is used in agrochemicals, cosmetics, cleaning products, metalworking and textile processing, and with sorbitan monooleate it forms the classic emulsifier pair for any required HLB. Our grade is a clear yellow liquid with low water content.',
        features: [
          'HLB 15, hydrophilic emulsifier and solubiliser',
          'Stable oil-in-water emulsions',
          'Solubilises essential oils and fragrances',
          'Classic pair with sorbitan monooleate',
        ],
        instructions: [
          'Add to the water phase, or to the oil phase with the low-HLB partner.',
          'For solubilising oils use 3–5 parts per part of oil.',
          'Mix well before adding to water.',
          'Store closed away from heat.',
        ],
        dosage: '1–5% of the formulation; 3–5 parts per part of oil as a solubiliser',
        adjuvant: '',
      },
      {
        name: 'Lauryl Alcohol Ethoxylate 7 EO',
        code: 'FX GE 23',
        description:
          'Lauryl alcohol ethoxylate with 7 moles of ethylene oxide is a versatile non-ionic surfactant with an HLB of about 12. It is an excellent detergent and wetting agent for hard-surface cleaners, laundry liquids and textile scouring, and an emulsifier for mineral and vegetable oils. It is readily biodegradable and free of alkylphenol, which makes it a common replacement for nonylphenol ethoxylates.',
        features: [
          'HLB about 12, versatile non-ionic',
          'Excellent detergency and wetting',
          'Readily biodegradable, alkylphenol free',
          'Replaces nonylphenol ethoxylates',
        ],
        instructions: [
          'Add to water with stirring; warm slightly if gel forms at high concentration.',
          'Use 2–10% in cleaners and 1–3% as an emulsifier.',
          'Store closed at room temperature.',
          'Wear goggles; concentrated product irritates eyes.',
        ],
        dosage: '1–10% of the formulation',
        adjuvant: '',
      },
      {
        name: 'Cetostearyl Alcohol Ethoxylate 20 EO',
        code: 'FX GE 24',
        description:
          'Cetostearyl alcohol ethoxylate with 20 moles of ethylene oxide is a waxy, high-HLB (about 15.5) emulsifier used to make stable oil-in-water creams, lotions and wax emulsions. Paired with cetostearyl alcohol it forms a liquid crystalline network that gives creams their body and long-term stability. It is also used in textile softeners, polishes and silicone emulsions. We supply it as white flakes that melt easily.',
        features: [
          'HLB about 15.5, waxy flakes',
          'Stable oil-in-water creams and lotions',
          'Builds body with cetostearyl alcohol',
          'Also for textile softeners, polishes and silicone emulsions',
        ],
        instructions: [
          'Melt with the oil phase at 70–75 °C.',
          'Add the hot water phase and homogenise, then cool with stirring.',
          'Use with 2–5% cetostearyl alcohol for cream body.',
          'Store in a cool, dry place.',
        ],
        dosage: '1–4% of the formulation',
        adjuvant: '',
      },
      {
        name: 'PEG-400 Monooleate',
        code: 'FX GE 25',
        description:
          'PEG-400 monooleate is a non-ionic emulsifier with an HLB of about 11.4 that makes mineral and vegetable oils self-emulsifying. It is widely used in soluble cutting oils, textile spin finishes and lubricants, leather processing and defoamer formulations. It combines good emulsifying power with lubricity and is readily dispersible in water. Our grade is a clear amber liquid with low free fatty acid.',
        features: [
          'HLB about 11.4',
          'Makes oils self-emulsifying',
          'Adds lubricity in textile and metalworking uses',
          'Low free fatty acid',
        ],
        instructions: [
          'Dissolve in the oil phase.',
          'Use 5–15% in self-emulsifying oils.',
          'Check emulsion stability at the working dilution.',
          'Store closed.',
        ],
        dosage: '5–15% of the oil',
        adjuvant: '',
      },
      {
        name: 'Glycerol Monostearate (Self-Emulsifying)',
        code: 'FX GE 26',
        description:
          'Self-emulsifying glycerol monostearate contains a small amount of potassium or sodium stearate, which lets it build stable oil-in-water emulsions on its own. It is used as an emulsifier and thickener in creams and lotions, as an opacifier in shampoos and as an anti-static and lubricating agent in plastics and textiles. It is supplied as white to cream flakes or beads.',
        features: [
          'Self-emulsifying grade with a small soap content',
          'Emulsifier and thickener for creams',
          'Opacifier in shampoos',
          'Anti-static agent in plastics and textiles',
        ],
        instructions: [
          'Melt with the oil phase at 70–75 °C.',
          'Add to the water phase at the same temperature and homogenise.',
          'Cool under slow stirring.',
          'Store cool and dry.',
        ],
        dosage: '2–6% of the formulation',
        adjuvant: '',
      },
      {
        name: 'Emulsifier for Soluble Cutting Oil',
        code: 'FX GE 27',
        description:
          'Soluble cutting oils must turn milky in water, lubricate and cool the tool, protect the workpiece from rust and resist bacteria for weeks in the sump. This emulsifier package of sodium petroleum sulfonate, fatty acid soap, non-ionic emulsifier and corrosion inhibitor turns mineral oil into a stable soluble cutting oil. Used at 15–20% in the oil, it gives a fine, stable emulsion at dilutions from 1:10 to 1:40 in hard water.',
        features: [
          'Complete package with corrosion inhibitor',
          'Fine, stable milky emulsion',
          'Works in hard water from 1:10 to 1:40',
          'Helps the emulsion last longer in the sump',
        ],
        instructions: [
          'Blend 15–20% into the mineral oil with stirring.',
          'Check the emulsion at 1:20 in the local water.',
          'Add a biocide to the finished oil if long sump life is required.',
          'Store closed.',
        ],
        dosage: '15–20% of the mineral oil',
        adjuvant: '',
      },
    ],
  },
];
