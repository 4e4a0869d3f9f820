/**
 * Surfactants for suspension concentrates and wettable powders, and adjuvants for soluble liquids.
 */
import type { ProductGroup } from './spec.ts';

const CATEGORY = 'Agro chemicals & Emulsifiers' as const;

export const agroSurfactantGroups: ProductGroup[] = [
  {
    category: CATEGORY,
    subCategory: 'Surfactant For SC',
    family: 'agro-emulsifier',
    labelHeader: 'Surfactant for SC',
    products: [
      {
        name: 'Naphthalene Sulfonate Condensate Dispersant',
        code: 'FX SC 401',
        description:
          'The sodium salt of naphthalene sulfonic acid formaldehyde condensate is the most economical dispersant for suspension concentrates. Its many sulfonate groups adsorb on the milled particles and give them a strong negative charge, so they repel each other and do not flocculate during storage. In SCs of atrazine, carbendazim, sulphur and other robust actives it is used at 20–40 g per litre, usually with a non-ionic wetting agent. We supply it as a free-flowing brown powder with low sulphate content that dissolves quickly in the mill base.',
        features: [
          'Strong electrostatic stabilisation of milled particles',
          'Cost-effective choice for robust actives',
          'Low sulphate, quick-dissolving powder',
          'Also suitable for WP and WDG formulations',
        ],
        instructions: [
          'Dissolve in the water phase together with the wetting agent before adding the technical.',
          'Mill to a median particle size of 2–3 µm.',
          'Check viscosity and sedimentation after 14 days at 54 °C.',
          'Keep bags closed and dry.',
        ],
        dosage: '20–40 g per litre of SC',
        adjuvant: 'FX SC 405 wetting agent at 5–15 g per litre',
      },
      {
        name: 'Polycarboxylate Comb Dispersant',
        code: 'FX SC 402',
        hot: true,
        description:
          'Our polycarboxylate comb dispersant is an acrylic graft copolymer with polyethylene glycol side chains. The carboxylate backbone anchors on the particle surface while the side chains reach into the water and hold particles apart sterically, so it works even at high active loading and in the presence of electrolytes. It is the dispersant of choice for high-strength SCs such as azoxystrobin 23%, imidacloprid 30.5% and thiamethoxam 30%, and for actives prone to crystal growth. Formulations stay fluid with low viscosity and minimal syneresis through two years of storage.',
        features: [
          'Steric stabilisation that tolerates electrolytes',
          'Low viscosity at high active loading',
          'Helps limit crystal growth during storage',
          'Liquid grade that pumps and doses easily',
        ],
        instructions: [
          'Add to the water phase with the wetting agent and antifreeze before the technical.',
          'Mill to the target particle size, typically d50 of 2 µm.',
          'Add the xanthan gum pre-gel after milling.',
          'Check particle size and viscosity after accelerated storage.',
        ],
        dosage: '20–50 g per litre of SC',
        adjuvant: 'FX SC 405 wetting agent at 5–15 g per litre',
      },
      {
        name: 'EO/PO Block Copolymer Dispersant for SC',
        code: 'FX SC 403',
        description:
          'This high-molecular-weight EO/PO block copolymer adsorbs through its polypropylene oxide block and stabilises particles with long polyethylene oxide chains. It is non-ionic, so it is unaffected by the salts in hard water or by ionic actives, and it keeps viscosity low. Formulators use it alone for sensitive actives or with an anionic dispersant for a combined electrostatic and steric effect. It also reduces foam during milling compared with many anionic dispersants.',
        features: [
          'Non-ionic steric stabilisation unaffected by salts',
          'Low foam during milling',
          'Pairs well with anionic dispersants',
          'Keeps SC viscosity low',
        ],
        instructions: [
          'Dissolve in the water phase; warm to 40 °C to speed up dissolution.',
          'Combine 10–20 g per litre with an anionic dispersant for robust formulations.',
          'Mill and then add thickener and biocide.',
          'Store closed, protected from frost.',
        ],
        dosage: '15–40 g per litre of SC',
        adjuvant: '',
      },
      {
        name: 'Tristyrylphenol Ethoxylate Phosphate Dispersant',
        code: 'FX SC 404',
        description:
          'Tristyrylphenol ethoxylate phosphate combines a bulky tristyrylphenol anchor with a phosphate group that adds charge, so it stabilises particles by both electrostatic and steric repulsion. It is a premium dispersant for SCs of actives with a low melting point or a tendency to grow crystals, and for suspo-emulsions where it stabilises droplets and particles at the same time. We supply the potassium salt as a clear liquid that is easy to dose. It performs well over a wide pH range.',
        features: [
          'Combined electrostatic and steric stabilisation',
          'Suited to suspo-emulsions and low-melting actives',
          'Effective over a wide pH range',
          'Clear liquid potassium salt',
        ],
        instructions: [
          'Add to the water phase before the technical.',
          'For suspo-emulsions, split the dose between the mill base and the emulsion phase.',
          'Check particle size and droplet size after 14 days at 54 °C.',
          'Store closed at room temperature.',
        ],
        dosage: '20–40 g per litre of SC or SE',
        adjuvant: '',
      },
      {
        name: 'SC Wetting Agent',
        code: 'FX SC 405',
        description:
          'Before a powder can be milled it must be wetted, and before a dried spray deposit can work the leaf must be wetted again. Our SC wetting agent is a blend of a branched alcohol ethoxylate and sodium dioctyl sulfosuccinate that lowers surface tension quickly during milling and on dilution. Used at 5–15 g per litre it speeds up the wetting of hydrophobic technicals, shortens milling time and improves the suspensibility of the diluted spray. It is liquid and low in foam, and it works with all common dispersants.',
        features: [
          'Fast wetting of hydrophobic technical powders',
          'Shorter milling time',
          'Better suspensibility on dilution',
          'Low foam, liquid and easy to dose',
        ],
        instructions: [
          'Add to the water phase before the technical powder.',
          'Use the lower dose for easily wetted actives and raise it for waxy technicals.',
          'Add antifoam if foam forms during milling.',
          'Store closed, protected from frost.',
        ],
        dosage: '5–15 g per litre of SC',
        adjuvant: '',
      },
      {
        name: 'Antifoam Emulsion for SC & SE',
        code: 'FX SC 406',
        description:
          'Foam during milling traps air, lowers mill efficiency and leaves an SC with the wrong density. This antifoam is a polydimethylsiloxane emulsion with hydrophobic silica, made to disperse easily in the water phase of suspension concentrates and suspo-emulsions. It knocks down foam quickly and keeps working during storage and in the spray tank, at only 1–5 g per litre. It is compatible with xanthan gum and with anionic and non-ionic dispersants.',
        features: [
          'Fast knock-down and lasting foam control',
          'Effective at 1–5 g per litre',
          'Disperses easily in the water phase',
          'Compatible with xanthan gum and common dispersants',
        ],
        instructions: [
          'Add half of the dose before milling and the rest after milling.',
          'Pre-dilute with an equal amount of water for easier mixing.',
          'Stir the container before use.',
          'Protect from frost.',
        ],
        dosage: '1–5 g per litre of SC or SE',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Surfactant For WP',
    family: 'agro-emulsifier',
    labelHeader: 'Surfactant for WP',
    products: [
      {
        name: 'Sodium Lignosulfonate Dispersant',
        code: 'FX WP 501',
        description:
          'Sodium lignosulfonate is a natural polymeric dispersant obtained from wood pulping. Its sulfonated, branched structure adsorbs on particles and keeps them apart when a wettable powder is diluted, giving good suspensibility at low cost. We supply a refined grade with low sugar content and controlled molecular weight, which behaves more consistently than crude grades. It is widely used in WPs of mancozeb, sulphur and copper oxychloride and as a binder-dispersant in water dispersible granules.',
        features: [
          'Natural polymeric dispersant at low cost',
          'Refined grade with low sugar content',
          'Good suspensibility for WP and WDG',
          'Acts as a binder in granulation',
        ],
        instructions: [
          'Blend with the technical, wetting agent and filler before air milling.',
          'Use together with a wetting agent; total surfactant is usually 30–80 g per kg.',
          'Check suspensibility with CIPAC MT 184 after milling.',
          'Store bags in a dry place; the powder is hygroscopic.',
        ],
        dosage: '20–50 g per kg of WP',
        adjuvant: 'FX WP 502 wetting agent at 10–30 g per kg',
      },
      {
        name: 'Sodium Alkyl Naphthalene Sulfonate Wetting Agent',
        code: 'FX WP 502',
        description:
          'A wettable powder must sink and disperse when poured into the tank instead of floating as dry lumps. Sodium alkyl naphthalene sulfonate is the standard wetting agent for this job: it lowers surface tension quickly and works well in hard water. Used at 10–30 g per kg it brings the wetting time of most WPs well under one minute. It is a fine, light powder that blends evenly before air milling and does not cake in storage.',
        features: [
          'Brings WP wetting time under one minute',
          'Effective in hard water',
          'Fine powder that blends evenly',
          'Does not cake in storage',
        ],
        instructions: [
          'Pre-blend with the technical and filler before air milling.',
          'Check wetting time with CIPAC MT 53.',
          'Combine with a dispersant such as lignosulfonate or naphthalene condensate.',
          'Keep bags closed and dry.',
        ],
        dosage: '10–30 g per kg of WP',
        adjuvant: '',
      },
      {
        name: 'Naphthalene Sulfonate Condensate Powder for WP & WDG',
        code: 'FX WP 503',
        description:
          'This spray-dried sodium naphthalene sulfonate formaldehyde condensate is a strong anionic dispersant for wettable powders and water dispersible granules. It gives better suspensibility than lignosulfonate at the same dose and is less affected by hard water. In WDGs it also helps the granules break up quickly in the tank. We supply a low-sulphate grade that keeps the formulation free-flowing and suitable for high-active WPs up to 900 g per kg.',
        features: [
          'Higher suspensibility than lignosulfonate at equal dose',
          'Helps WDG granules disintegrate quickly',
          'Low sulphate, free-flowing powder',
          'Suitable for high-active formulations',
        ],
        instructions: [
          'Blend with technical, wetting agent and filler before milling.',
          'For WDG, include in the paste before extrusion or fluid-bed granulation.',
          'Check suspensibility and dispersibility after 14 days at 54 °C.',
          'Store in a dry place.',
        ],
        dosage: '20–60 g per kg of WP or WDG',
        adjuvant: '',
      },
      {
        name: 'Sodium Lauryl Sulfate Needles 92%',
        code: 'FX WP 504',
        description:
          'Sodium lauryl sulfate is a strong anionic wetting agent, and the needle form avoids the dust of fine powder during handling. At 92% active it is used in wettable powders and soluble powders that need very fast wetting, and as a foaming and cleaning agent in many other industries. In WPs it is usually combined with a polymeric dispersant, because it wets well but does not stabilise the suspension on its own. It dissolves quickly and blends well before milling.',
        features: [
          '92% active in low-dust needle form',
          'Very fast wetting of powders',
          'Combines with polymeric dispersants',
          'Also used in detergents and personal care',
        ],
        instructions: [
          'Blend with the other components before air milling.',
          'Use 10–20 g per kg in WPs together with a dispersant.',
          'Avoid inhaling dust; wear a dust mask and goggles.',
          'Store in closed bags in a dry place.',
        ],
        dosage: '10–20 g per kg of WP',
        adjuvant: '',
      },
      {
        name: 'WDG Dispersant–Binder Blend',
        code: 'FX WP 505',
        description:
          'Water dispersible granules must hold together in the bag yet fall apart within a minute in the spray tank. This blend of refined lignosulfonate, polycarboxylate and a wetting agent is designed to give both properties: it binds the granule during extrusion or fluid-bed granulation and disperses the particles quickly on dilution. It supports high-active WDGs such as thiamethoxam 25%, sulphur 80% and atrazine 90% with good attrition resistance and low dust.',
        features: [
          'Binds granules and disperses them on dilution',
          'Good attrition resistance and low dust',
          'Supports high-active WDG formulations',
          'One blend instead of three separate materials',
        ],
        instructions: [
          'Mix with the milled technical and filler, then add 12–18% water to form the paste.',
          'Extrude and dry at 50–60 °C to a moisture content below 2%.',
          'Check dispersibility and suspensibility in CIPAC standard water D.',
          'Store dry.',
        ],
        dosage: '50–80 g per kg of WDG',
        adjuvant: '',
      },
    ],
  },
  {
    category: CATEGORY,
    subCategory: 'Adjuvant For SL',
    family: 'agro-emulsifier',
    labelHeader: 'Adjuvant for SL',
    products: [
      {
        name: 'Adjuvant for Glyphosate 41% SL',
        code: 'FX SL 05',
        hot: true,
        description:
          'Glyphosate IPA salt is highly water soluble but does not wet or penetrate weed leaves on its own, so its performance depends on the built-in adjuvant. FX SL 05 is a blend of fatty amine ethoxylate and alkyl polyglucoside designed for glyphosate 41% SL. It lowers surface tension, helps the spray stick to grassy weeds and improves uptake through the cuticle, giving faster visible effect. The blend is fully compatible with the concentrated salt solution and keeps the SL clear from 0 °C to 54 °C.',
        features: [
          'Improves wetting and uptake on grassy weeds',
          'Clear, stable SL from 0 °C to 54 °C',
          'Blend of fatty amine ethoxylate and alkyl polyglucoside',
          'Helps give a faster visible effect',
        ],
        instructions: [
          'Add the adjuvant to the glyphosate salt solution under slow stirring.',
          'Adjust to the final volume with water.',
          'Check clarity at 0 °C and after 14 days at 54 °C.',
          'Fill in HDPE containers.',
        ],
        dosage: '3–8% w/v of the SL formulation',
        adjuvant: '',
      },
      {
        name: 'Adjuvant for Paraquat Dichloride 24% SL',
        code: 'FX SL 07',
        description:
          'Paraquat is a cationic herbicide, so its adjuvant must be non-ionic or cationic-compatible to avoid precipitation. FX SL 07 is a blend of alkyl polyglucoside and alcohol ethoxylate that wets leaves quickly, which matters because paraquat acts on contact within minutes. It is compatible with the colourants, stenching agents and emetics that regulators require in paraquat formulations. The SL stays clear and stable in storage.',
        features: [
          'Non-ionic, compatible with cationic paraquat',
          'Fast wetting for a contact herbicide',
          'Compatible with required colourant, stenching agent and emetic',
          'Clear and stable SL',
        ],
        instructions: [
          'Add the adjuvant to the paraquat solution with slow stirring.',
          'Add the colourant, stenching agent and emetic as the registration requires.',
          'Check clarity and pH after accelerated storage.',
          'Handle paraquat with full protective equipment.',
        ],
        dosage: '3–5% w/v of the SL formulation',
        adjuvant: '',
      },
      {
        name: 'Adjuvant for 2,4-D Amine Salt 58% SL',
        code: 'FX SL 09',
        description:
          '2,4-D dimethylamine salt is formulated at high concentration and applied on wheat, maize and sugarcane against broadleaf weeds. FX SL 09 is a non-ionic adjuvant that stays soluble in the concentrated amine salt and improves spreading on hairy and waxy broadleaf weeds. It also keeps the SL stable in hard water dilutions, where calcium can otherwise precipitate part of the acid. The blend is low in foam, which helps when large tanks are filled quickly.',
        features: [
          'Soluble in concentrated 2,4-D amine salt',
          'Better spreading on hairy and waxy broadleaf weeds',
          'Helps prevent precipitation in hard water',
          'Low foam during tank filling',
        ],
        instructions: [
          'Add to the amine salt solution under stirring.',
          'Check dilution stability in hard water of 342 ppm.',
          'Store the SL in closed HDPE containers.',
          'Avoid drift onto sensitive broadleaf crops when spraying.',
        ],
        dosage: '3–6% w/v of the SL formulation',
        adjuvant: '',
      },
      {
        name: 'Adjuvant for Imidacloprid 17.8% SL',
        code: 'FX SL 11',
        description:
          'Imidacloprid 17.8% SL is a systemic insecticide used against sucking pests on cotton, rice and vegetables. FX SL 11 is a blend of alcohol ethoxylate and EO/PO block copolymer that keeps the SL clear, stops the active from crystallising on dilution and helps the spray wet the undersides of leaves where aphids, jassids and whitefly feed. It is used at 5–8% and is compatible with the polar co-solvents used in this formulation.',
        features: [
          'Keeps imidacloprid in solution on dilution',
          'Better coverage of leaf undersides',
          'Compatible with polar co-solvents',
          'Clear SL across storage temperatures',
        ],
        instructions: [
          'Dissolve the technical in the solvent system, then add the adjuvant.',
          'Make up to volume and filter.',
          'Check for crystals after dilution in CIPAC standard water D.',
          'Store closed at room temperature.',
        ],
        dosage: '5–8% w/v of the SL formulation',
        adjuvant: '',
      },
      {
        name: 'Adjuvant for Glufosinate Ammonium 13.5% SL',
        code: 'FX SL 13',
        description:
          'Glufosinate ammonium works best when the spray wets the leaf quickly and uniformly, and its formulations traditionally rely on sodium alkyl ether sulfate for this. FX SL 13 combines sodium lauryl ether sulfate with alkyl polyglucoside, which improves uptake and keeps the SL stable at the high salt content of the formulation. It gives fast burn-down of weeds in orchards, tea gardens and non-crop areas. The blend is biodegradable and low in odour.',
        features: [
          'Alkyl ether sulfate and alkyl polyglucoside blend',
          'Fast, uniform wetting for contact herbicide action',
          'Stable at high salt content',
          'Biodegradable and low in odour',
        ],
        instructions: [
          'Add to the glufosinate ammonium solution under slow stirring to avoid foam.',
          'Make up to volume and check clarity.',
          'Check stability after 14 days at 54 °C.',
          'Fill in HDPE containers.',
        ],
        dosage: '5–8% w/v of the SL formulation',
        adjuvant: '',
      },
    ],
  },
];
