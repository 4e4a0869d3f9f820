/**
 * Silicone chemistry inside the agro category: task-specific spreaders, silicone process aids
 * and the orthosilicic acid silicon nutrient.
 */
import type { ProductGroup } from './spec.ts';

const CATEGORY = 'Agro chemicals & Emulsifiers' as const;

export const agroSiliconGroups: ProductGroup[] = [
  {
    category: CATEGORY,
    subCategory: 'Silicone Super Spreader',
    family: 'silicone',
    labelHeader: 'Silicone Super Spreader',
    products: [
      {
        name: 'Silicone Spreader for Herbicides',
        code: 'FX SS 711',
        description:
          'Grassy weeds such as Phalaris and Echinochloa have narrow, upright and waxy leaves that shed spray droplets. This spreader combines a trisiloxane ethoxylate with a non-ionic co-surfactant to spread each droplet over the leaf and carry the herbicide into the stomata within minutes. It is tuned for glyphosate, glufosinate, clodinafop and other post-emergence herbicides, where it improves coverage and rainfastness and lets the farmer use lower water volumes. The blend is pH stable between 6 and 8, which covers most herbicide tank mixes.',
        features: [
          'Spreads droplets on narrow, waxy grass leaves',
          'Stomatal infiltration within minutes improves rainfastness',
          'Allows lower spray volumes per acre',
          'Stable between pH 6 and 8',
        ],
        instructions: [
          'Fill the tank half with water and add the herbicide first.',
          'Add the spreader last and top up with water while stirring.',
          'Spray within 6 hours of mixing.',
          'Do not mix into strongly acidic or alkaline solutions.',
        ],
        dosage: '0.5–1 ml per litre of spray solution',
        adjuvant: '',
      },
      {
        name: 'Silicone Spreader-Penetrant for Fungicides',
        code: 'FX SS 712',
        description:
          'Fungal diseases start in hidden places: the lower canopy, the undersides of leaves and the folds of fruit. This spreader-penetrant combines a trisiloxane ethoxylate with an alcohol ethoxylate that spreads the fungicide into those spaces and improves uptake of systemic actives such as triazoles and strobilurins. Coverage with the same spray volume rises sharply, and contact fungicides like mancozeb and copper form a more even film. It is gentle on leaves at the recommended dose.',
        features: [
          'Carries fungicide into lower canopy and leaf folds',
          'Improves uptake of systemic fungicides',
          'More even film of contact fungicides',
          'Gentle on leaves at the recommended dose',
        ],
        instructions: [
          'Add the fungicide to a half-filled tank, then add the spreader.',
          'Top up with water and mix well.',
          'Use within 6 hours.',
          'Test on a small area first for sensitive crops at flowering.',
        ],
        dosage: '0.3–0.5 ml per litre of spray solution',
        adjuvant: '',
      },
      {
        name: 'Silicone Sticker-Spreader for Monsoon Sprays',
        code: 'FX SS 713',
        description:
          'In the monsoon a spray that is washed off within hours is money lost. This product pairs a trisiloxane spreader with a film-forming sticker based on di-1-p-menthene (pinolene), a natural pine-derived polymer. The silicone spreads the droplet and speeds uptake; the sticker binds the residue of contact products to the leaf as it dries. Together they keep insecticides, fungicides and foliar nutrients on the crop through light showers shortly after spraying.',
        features: [
          'Combined spreading and sticking action',
          'Pine-derived pinolene film resists wash-off',
          'Suited to contact fungicides and foliar nutrients',
          'Useful in the rainy season and in irrigated crops',
        ],
        instructions: [
          'Add after the pesticide or nutrient in the tank.',
          'Spray when leaves are dry and at least 1 hour before expected rain.',
          'Clean the sprayer with water after use, before the film dries.',
          'Store closed, away from heat.',
        ],
        dosage: '0.5–1 ml per litre of spray solution',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Silicone Based Products',
    family: 'silicone',
    labelHeader: 'Silicone Based Products',
    products: [
      {
        name: 'Silicone Antifoam Emulsion 30%',
        code: 'FX SB 721',
        description:
          'Our silicone antifoam emulsion contains 30% active polydimethylsiloxane with hydrophobic silica, emulsified so it disperses instantly in water. It destroys foam in spray tanks, in pesticide formulation plants and in fermentation and effluent systems, at very low doses. Because the silicone spreads quickly over foam lamellae, a few drops collapse large volumes of foam, and the effect lasts. It is compatible with most agrochemical formulations and can be diluted with water before use.',
        features: [
          '30% active polydimethylsiloxane with hydrophobic silica',
          'Instant dispersion in water',
          'Fast knock-down with lasting effect',
          'Can be pre-diluted with water',
        ],
        instructions: [
          'Stir the container before use.',
          'Dilute 1:5 to 1:10 with water for easier dosing if needed.',
          'Add at the point where foam forms.',
          'Protect from frost; freezing breaks the emulsion.',
        ],
        dosage: '0.05–0.2 ml per litre of spray solution; 1–3 g per litre in formulations',
        adjuvant: '',
      },
      {
        name: 'Silicone Defoamer Powder',
        code: 'FX SB 722',
        description:
          'Powder formulations foam when they are dispersed in the spray tank, which slows filling and can leave product behind. This defoamer carries polydimethylsiloxane and silica on a soluble carrier, so it blends into wettable powders, water dispersible granules and soluble powders without making them sticky. It releases the silicone as soon as the powder meets water. A small dose is enough to control foam during tank filling and spraying.',
        features: [
          'Free-flowing powder that blends into WP, WDG and SP',
          'Releases silicone on contact with water',
          'Controls foam during tank filling',
          'Does not make the formulation sticky',
        ],
        instructions: [
          'Blend with the other powders before milling or granulation.',
          'Start at 2 g per kg and adjust after the foam test.',
          'Keep bags closed and dry.',
          'Avoid dust formation during handling.',
        ],
        dosage: '2–5 g per kg of powder formulation',
        adjuvant: '',
      },
      {
        name: 'Polyether Modified Silicone Wetting Agent',
        code: 'FX SB 723',
        description:
          'Not every formulation needs the extreme spreading of a trisiloxane. This polyether modified polysiloxane gives strong but controlled wetting and is built into SCs, SEs and SLs as an in-can wetting agent. It lowers the dynamic surface tension of the diluted spray, improving coverage without run-off, and it is more stable to hydrolysis than trisiloxane spreaders. It is a clear liquid that dissolves in water and in most co-solvents.',
        features: [
          'Controlled wetting without run-off',
          'More hydrolysis-stable than trisiloxane spreaders',
          'Suited to in-can use in SC, SE and SL',
          'Dissolves in water and common co-solvents',
        ],
        instructions: [
          'Add to the water phase or co-solvent during formulation.',
          'Start at 5 g per litre and adjust after spreading tests.',
          'Check storage stability at 54 °C.',
          'Store closed at room temperature.',
        ],
        dosage: '3–10 g per litre of formulation',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Orthosilicic Acid 2% WSL',
    family: 'silicon-nutrient',
    labelHeader: 'Silicon Nutrition',
    products: [
      {
        name: 'Orthosilicic Acid 2% WSL',
        code: 'FX OSA 02',
        hot: true,
        description:
          'Orthosilicic acid is the only form of silicon that plant roots and leaves can take up, and it quickly polymerises into unavailable silica if it is not stabilised. Our Orthosilicic Acid 2% WSL is a stabilised water soluble liquid that delivers plant-available silicon directly. Silicon strengthens cell walls, keeps stems upright and reduces lodging, helps crops tolerate drought, heat and salinity, and makes leaves tougher for sucking pests and fungi. It also improves the uptake of phosphorus and other nutrients. Farmers use it on rice, sugarcane, cotton, vegetables and fruit crops.',
        features: [
          'Stabilised orthosilicic acid, directly available to plants',
          'Stronger cell walls and less lodging',
          'Better tolerance of drought, heat and salinity',
          'Tougher leaves against sucking pests and fungi',
          'Supports nutrient uptake and yield',
        ],
        instructions: [
          'Dilute in clean water; for foliar sprays use 3–6 ml per litre.',
          'Spray every 10–14 days for 4–6 weeks from active vegetative growth.',
          'Sugarcane: 4 ml per litre every 15 days for six months; rice: 4 ml per litre every 15 days for 2 months.',
          'Do not mix with strongly alkaline products; spray in the morning or evening.',
        ],
        dosage: '3–6 ml per litre of water, every 10–14 days',
        adjuvant: 'FX SP 100 silicone spreader at 0.25 ml per litre',
      },
    ],
  },
];
