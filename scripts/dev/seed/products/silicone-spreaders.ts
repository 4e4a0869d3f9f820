/**
 * The Silicone Super Spreader category: the coded spreader range of the landing page
 * (FX SPT 500, FENSIL 360, FX SP 225, FX SP 100, FX SP 220, FX SP 330, DIKO WET 80) and the
 * wetting sticking agent that is sold without a code.
 */
import type { ProductGroup } from './spec.ts';

const MIXING = [
  'Fill the spray tank half with water and add the pesticide or nutrient first.',
  'Add the spreader last and top up with water while stirring gently.',
  'Spray within 6 hours of mixing; trisiloxanes slowly hydrolyse outside pH 6–8.',
  'Spray in calm weather in the morning or evening.',
];

export const siliconeSpreaderGroups: ProductGroup[] = [
  {
    category: 'Silicone Super Spreader',
    subCategory: null,
    family: 'silicone',
    labelHeader: 'Silicone Super Spreader',
    products: [
      {
        name: 'Trisiloxane Super Spreader',
        code: 'FX SPT 500',
        hot: true,
        description:
          'FX SPT 500 is our flagship super spreader, a polyalkyleneoxide modified heptamethyltrisiloxane that lowers the surface tension of spray water to about 21 mN/m. A droplet that would sit as a bead on a waxy leaf spreads within seconds to many times its area and flows into stomata, leaf folds and the undersides of leaves. Coverage improves, uptake is faster, and the spray becomes rainfast within an hour or two. Growers use it with insecticides, fungicides, herbicides and foliar nutrients on all crops, and it often allows a lower spray volume per acre.',
        features: [
          'Lowers surface tension to about 21 mN/m',
          'Spreads droplets over many times their area within seconds',
          'Stomatal infiltration for faster uptake and rainfastness',
          'Works with insecticides, fungicides, herbicides and nutrients',
          'Allows lower spray volumes per acre',
        ],
        instructions: MIXING,
        dosage: '0.25–0.5 ml per litre of spray solution (50–100 ml per acre)',
        adjuvant: '',
      },
      {
        name: 'Powder Silicon Spreader',
        code: 'FENSIL 360',
        hot: true,
        description:
          'FENSIL 360 puts trisiloxane spreading power into a free-flowing powder. It is made for farmers and formulators who work with powders: it blends into wettable powders, soluble powders and granules, and can be mixed directly with water-soluble fertilizers. In the field it acts as a super spreader for sprays and as a soil wetter that helps irrigation water and drenches penetrate dry, water-repellent soil evenly around the root zone. The powder is easy to measure, does not leak and stores well.',
        features: [
          'Trisiloxane spreader in a free-flowing powder',
          'Blends into WP, SP, granules and soluble fertilizers',
          'Works as a soil wetter for even water penetration',
          'Easy to measure, leak-free packaging',
        ],
        instructions: [
          'For sprays, dissolve the powder in a little water and add it last to the tank.',
          'For soil wetting, add to irrigation water or drench solutions.',
          'For formulations, blend with the other powders before packing.',
          'Keep the pack closed and dry.',
        ],
        dosage: '0.3–0.5 g per litre of spray solution; 200–250 g per acre as a soil wetter',
        adjuvant: '',
      },
      {
        name: 'Spreader-Penetrant Blend',
        code: 'FX SP 225',
        description:
          'FX SP 225 combines a trisiloxane ethoxylate with a fatty alcohol ethoxylate to balance spreading and penetration. The silicone gives rapid spreading over the leaf, while the organic surfactant softens the cuticle and helps systemic actives move inside. It is recommended for systemic fungicides and insecticides, and for crops with thick, waxy leaves such as onion, cabbage, sugarcane and citrus. The organic part also makes the blend more tolerant of slightly acidic or alkaline tank mixes.',
        features: [
          'Balanced spreading and penetration',
          'Helps systemic actives enter the leaf',
          'For waxy crops such as onion, cabbage and citrus',
          'More tolerant of tank-mix pH than pure trisiloxane',
        ],
        instructions: MIXING,
        dosage: '0.3–0.5 ml per litre of spray solution',
        adjuvant: '',
      },
      {
        name: 'Economy Silicone Spreader',
        code: 'FX SP 100',
        description:
          'FX SP 100 is a diluted trisiloxane spreader that brings the benefits of silicone to everyday spraying at a lower cost per acre. It improves wetting and coverage of insecticides, fungicides and foliar nutrients, reduces run-off from leaves and gives the spray some protection against light rain. Its slightly higher dose is easy to measure with the cap of a knapsack sprayer, which makes it popular with smallholders. It is the spreader we recommend with most of our formulation partners’ products.',
        features: [
          'Lower cost per acre',
          'Better wetting and coverage, less run-off',
          'Easy to measure for knapsack sprayers',
          'Suitable for insecticides, fungicides and nutrients',
        ],
        instructions: MIXING,
        dosage: '0.5–1 ml per litre of spray solution',
        adjuvant: '',
      },
      {
        name: 'Silicone Spreader-Sticker',
        code: 'FX SP 220',
        description:
          'FX SP 220 joins a trisiloxane spreader with a film-forming sticker so the spray both covers the leaf completely and stays there. The sticker holds contact fungicides, insecticides and nutrient deposits through dew, irrigation splash and light rain, and slows their breakdown by sunlight. It is the right choice for rainy seasons, for crops sprayed before irrigation and for products that work on the leaf surface. It is compatible with most tank mixes.',
        features: [
          'Spreading and sticking in one product',
          'Holds deposits through dew, splash and light rain',
          'Slows breakdown of deposits by sunlight',
          'Ideal for contact products and rainy seasons',
        ],
        instructions: MIXING,
        dosage: '0.5–1 ml per litre of spray solution',
        adjuvant: '',
      },
      {
        name: 'High-Strength Silicone Spreader',
        code: 'FX SP 330',
        description:
          'FX SP 330 is a high-strength trisiloxane designed for low-volume and aerial application, including agricultural drones, where each litre of spray must cover a large area. Its very low dose per litre and fast spreading let fine droplets cover leaves that a conventional spray would miss. It is also used by formulators as an in-can super spreader. The product is pure silicone surfactant with no fillers, so it should be measured carefully.',
        features: [
          'High-strength trisiloxane for drones and low-volume sprays',
          'Very low dose per litre',
          'Fast spreading of fine droplets',
          'Also used as an in-can spreader by formulators',
        ],
        instructions: MIXING,
        dosage: '0.1–0.2 ml per litre of spray solution; 30–50 ml per acre by drone',
        adjuvant: '',
      },
      {
        name: 'Non-Ionic Wetting Agent',
        code: 'DIKO WET 80',
        description:
          'DIKO WET 80 is a non-ionic wetting agent with 80% active alcohol ethoxylate. It reduces the surface tension of spray water, helps droplets spread and stick on leaves and improves the wetting of powders in the tank. Unlike silicone spreaders it is fully stable over a wide pH range and in hard water, so it suits acidified and alkaline tank mixes alike. It is an economical general-purpose wetter for agriculture, horticulture and industrial cleaning.',
        features: [
          '80% active non-ionic alcohol ethoxylate',
          'Stable over a wide pH range and in hard water',
          'Improves spreading and wetting of powders',
          'Economical general-purpose wetter',
        ],
        instructions: [
          'Add to the tank after the pesticide and mix well.',
          'Can be used in acidified or alkaline tank mixes.',
          'Spray within the same day.',
          'Store closed at room temperature.',
        ],
        dosage: '1–2 ml per litre of spray solution',
        adjuvant: '',
      },
      {
        name: 'Wetting Sticking Agent',
        code: '',
        description:
          'Our wetting sticking agent combines a non-ionic wetting agent with a water-dispersible sticker polymer in a single, easy-to-use liquid. It helps the spray wet leaves uniformly, reduces run-off and bouncing of droplets and then binds the dried deposit so it is not washed off by dew or light showers. It is an economical choice for everyday sprays of insecticides, fungicides and micronutrients on field crops, vegetables and orchards.',
        features: [
          'Wetting and sticking in one liquid',
          'Reduces run-off and droplet bounce',
          'Binds the deposit against dew and light showers',
          'Economical for everyday sprays',
        ],
        instructions: [
          'Add to the tank after the pesticide or nutrient.',
          'Mix well and spray the same day.',
          'Rinse the sprayer with water after use.',
          'Store closed, protected from frost.',
        ],
        dosage: '1–2 ml per litre of spray solution',
        adjuvant: '',
      },
    ],
  },
];
