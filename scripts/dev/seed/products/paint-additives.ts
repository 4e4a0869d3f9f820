/**
 * Additives for water-based and solvent-borne paints and coatings.
 */
import type { ProductGroup } from './spec.ts';

export const paintAdditiveGroups: ProductGroup[] = [
  {
    category: 'Paint Additives',
    subCategory: null,
    family: 'paint',
    labelHeader: 'Paint Additives',
    products: [
      {
        name: 'Wetting & Dispersing Agent for Water-Based Paints',
        code: 'FX PA 11',
        hot: true,
        description:
          'Our wetting and dispersing agent is a sodium polyacrylate for the grinding of titanium dioxide and extenders such as calcium carbonate, talc and china clay in emulsion paints. It adsorbs on the pigment surface, gives the particles a strong negative charge and keeps them apart after the grind, which lowers mill-base viscosity and lets you raise pigment loading. Paints made with it show better hiding, gloss and colour strength, with less settling and flooding in the can. It works in interior and exterior emulsions and in distempers.',
        features: [
          'Sodium polyacrylate for TiO2 and extenders',
          'Lower mill-base viscosity and higher pigment loading',
          'Better hiding, gloss and colour strength',
          'Less settling and flooding in the can',
        ],
        instructions: [
          'Add to the water at the start of the grind, before the pigments.',
          'Dose on pigment weight: 0.3–0.6% for TiO2 and 0.2–0.4% for extenders.',
          'Find the optimum with a viscosity demand curve.',
          'Protect from frost.',
        ],
        dosage: '0.3–0.6% on pigment weight (about 0.5–1% of total paint)',
        adjuvant: '',
      },
      {
        name: 'Polymeric Dispersant for Solvent-Borne Paints',
        code: 'FX PA 12',
        description:
          'Organic pigments and carbon black are hard to stabilise in solvent-borne systems and tend to flocculate, losing colour strength and gloss. This high-molecular-weight block copolymer has pigment-affinic anchor groups and solvent-compatible chains that give strong steric stabilisation. It reduces mill-base viscosity, improves transparency and jetness and prevents colour drift in tinted paints. It is compatible with alkyd, polyester, acrylic and polyurethane binders.',
        features: [
          'Block copolymer with pigment-affinic anchor groups',
          'Stabilises organic pigments and carbon black',
          'Better gloss, transparency and jetness',
          'Compatible with alkyd, polyester, acrylic and PU binders',
        ],
        instructions: [
          'Add to the solvent and binder before the pigment.',
          'Dose on pigment weight: 20–60% for organics, 30–80% for carbon black, 3–6% for inorganics.',
          'Grind to the target fineness.',
          'Store closed, away from heat.',
        ],
        dosage: '3–80% on pigment weight, depending on pigment surface area',
        adjuvant: '',
      },
      {
        name: 'Mineral Oil Defoamer for Emulsion Paints',
        code: 'FX PA 13',
        description:
          'Foam during the grind and let-down slows production and leaves pinholes and craters in the dried film. This defoamer is a blend of mineral oil, hydrophobic silica and metallic soaps that breaks foam quickly in emulsion paints, distempers and primers. It is economical and effective in matt and satin finishes. Split the dose between the grind and the let-down for the best result.',
        features: [
          'Mineral oil with hydrophobic silica',
          'Fast foam breaking in grind and let-down',
          'Economical for matt and satin paints',
          'Prevents pinholes and craters',
        ],
        instructions: [
          'Add half of the dose to the grind and half to the let-down.',
          'Stir well before use.',
          'Check for craters on a drawdown when changing the dose.',
          'Store closed at room temperature.',
        ],
        dosage: '0.2–0.5% of total paint',
        adjuvant: '',
      },
      {
        name: 'Silicone Defoamer for Paints',
        code: 'FX PA 14',
        description:
          'For gloss and semi-gloss paints, where mineral oil defoamers can reduce gloss, this polyether siloxane defoamer with hydrophobic silica gives strong foam control without haze. It is effective at low dose in water-based acrylics, wood coatings and printing inks, and it also prevents micro-foam during spray and roller application. It is easy to incorporate and has good long-term effectiveness in the can.',
        features: [
          'Polyether siloxane with hydrophobic silica',
          'Strong foam control without loss of gloss',
          'Prevents micro-foam during application',
          'Long-lasting effect in the can',
        ],
        instructions: [
          'Add under good stirring to the grind or let-down.',
          'Start at 0.1% and increase in small steps.',
          'Check for cratering on a drawdown.',
          'Stir before use.',
        ],
        dosage: '0.1–0.5% of total paint',
        adjuvant: '',
      },
      {
        name: 'Substrate Wetting Agent (Polyether Siloxane)',
        code: 'FX PA 15',
        description:
          'Paints must wet difficult substrates such as oily metal, plastics and old glossy coats, or they crawl and crater. This polyether modified polydimethylsiloxane lowers the surface tension of the wet paint so it flows out evenly and wets the substrate. It also improves levelling and slip and reduces crawling over contaminated areas. It is effective at very low doses in both water-based and solvent-borne coatings.',
        features: [
          'Strong lowering of surface tension',
          'Prevents crawling and cratering',
          'Improves flow, levelling and slip',
          'Water-based and solvent-borne coatings',
        ],
        instructions: [
          'Add during the let-down with moderate stirring.',
          'Start at 0.1% of total formulation.',
          'Check recoatability when using higher doses.',
          'Store closed.',
        ],
        dosage: '0.05–0.5% of total paint',
        adjuvant: '',
      },
      {
        name: 'Coalescing Agent (Ester Alcohol)',
        code: 'FX PA 16',
        description:
          'Acrylic and vinyl-acrylic emulsions form a continuous film only above their minimum film formation temperature. Our coalescing agent, 2,2,4-trimethyl-1,3-pentanediol monoisobutyrate, temporarily softens the polymer particles so they fuse into a tough film even in cool weather, and then slowly evaporates. It improves scrub resistance, washability and gloss and is the industry benchmark coalescent. It is hydrolytically stable in paints of high pH.',
        features: [
          'Industry benchmark ester alcohol coalescent',
          'Good film formation in cool weather',
          'Better scrub resistance, washability and gloss',
          'Hydrolytically stable at high pH',
        ],
        instructions: [
          'Add slowly to the let-down, or pre-mix with the emulsion.',
          'Dose on binder solids: typically 3–8%.',
          'Adjust after checking MFFT and scrub resistance.',
          'Store closed.',
        ],
        dosage: '3–8% on binder solids',
        adjuvant: '',
      },
      {
        name: 'HEUR Associative Thickener',
        code: 'FX PA 17',
        description:
          'Hydrophobically modified ethoxylated urethane thickeners build viscosity by associating with latex particles and with each other. Our HEUR thickener gives Newtonian flow with excellent levelling, spatter resistance and high film build under the brush and roller. It is the choice for gloss and semi-gloss paints where cellulosic thickeners give poor flow. It can be combined with cellulose ethers to balance in-can viscosity and application feel.',
        features: [
          'Associative HEUR rheology modifier',
          'Excellent levelling and spatter resistance',
          'High film build under brush and roller',
          'Combines with cellulose ethers',
        ],
        instructions: [
          'Add in the let-down after the binder.',
          'Pre-dilute with water 1:1 for easier incorporation.',
          'Adjust dose for the target high-shear and low-shear viscosities.',
          'Protect from frost.',
        ],
        dosage: '0.3–1.5% of total paint',
        adjuvant: '',
      },
      {
        name: 'Amino Methyl Propanol Neutraliser',
        code: 'FX PA 18',
        description:
          '2-Amino-2-methyl-1-propanol is a multifunctional amine used to adjust the pH of emulsion paints instead of ammonia. It has little odour, stays in the film longer than ammonia during drying and also acts as a co-dispersant, improving pigment wetting and colour acceptance. It helps thickeners and biocides work in their best pH range. We supply it as a 95% solution in water.',
        features: [
          'Low-odour replacement for ammonia',
          'Co-dispersant that improves colour acceptance',
          'Keeps paint pH stable through storage',
          '95% solution, easy to dose',
        ],
        instructions: [
          'Add to the water at the start of the grind.',
          'Adjust pH of the finished paint to 8.5–9.0.',
          'Wear gloves and goggles; the product is alkaline.',
          'Store closed to prevent absorption of carbon dioxide.',
        ],
        dosage: '0.1–0.3% of total paint',
        adjuvant: '',
      },
    ],
  },
];
