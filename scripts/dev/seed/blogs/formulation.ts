/**
 * Formulation guides for our formulator customers: EC, SC, WP and SL.
 */
import { figure, type BlogSpec } from './spec.ts';

export const formulationBlogs: BlogSpec[] = [
  {
    title: 'How to Choose an Emulsifier Pair for Your EC: The 11-Cylinder Screening Method',
    art: 'ec-screening',
    createdAt: '2024-02-12T09:30:00.000Z',
    body: ({ productImage }) => `
<p>An emulsifiable concentrate (EC) looks simple: an active ingredient, a solvent and a few percent of emulsifier. Yet the emulsifier decides whether the farmer sees a fine, milky spray or a tank with oily streaks and cream on top. In our application lab in Indore we screen emulsifier pairs for formulators every week, and the method we use is the one we recommend to every customer: the <strong>11-cylinder screening</strong>.</p>

<h2>Why emulsifiers come in pairs</h2>
<p>Most EC emulsifier systems combine an <strong>anionic</strong> component, usually calcium dodecylbenzene sulfonate, with a <strong>non-ionic</strong> component such as ethoxylated castor oil or a tristyrylphenol ethoxylate. The anionic part anchors quickly at the oil-water interface and gives the droplets charge; the non-ionic part provides a hydrated, steric layer. Each oil phase needs a particular balance between the two, often expressed as the required <a href="https://en.wikipedia.org/wiki/Hydrophilic-lipophilic_balance" rel="noopener">hydrophilic-lipophilic balance (HLB)</a>. Because the required HLB depends on the technical, its concentration and the solvent, we supply matched pairs, "A" and "B", that let you move along the HLB scale simply by changing the ratio.</p>

<h2>What you need</h2>
<ul>
  <li>11 stoppered 100 ml measuring cylinders</li>
  <li>The technical, the solvent and both emulsifier components</li>
  <li>CIPAC standard waters A (soft) and D (hard), or the water of your target market</li>
  <li>A pipette or syringe for 5 cc, a thermostat bath at 30 °C and a timer</li>
</ul>

<h2>The procedure, step by step</h2>
<ol>
  <li><strong>Prepare 11 small EC batches.</strong> Keep the technical and solvent identical and set the total emulsifier at <strong>5% dosage</strong>. Vary only the A/B ratio: 0/100, 10/90, 20/80 and so on in <strong>steps of 10</strong> up to 100/0.</li>
  <li><strong>Fill the cylinders.</strong> Put 95 ml of standard water in each cylinder and bring it to 30 °C.</li>
  <li><strong>Add 5 cc of each EC</strong> to its cylinder without shaking and watch the bloom: a good system clouds the water spontaneously, like smoke.</li>
  <li><strong>Invert each cylinder</strong> ten times and put them back in the bath.</li>
  <li><strong>Read the emulsion</strong> at 30 minutes, 2 hours and 24 hours. Record the millilitres of cream at the top, free oil and any sediment.</li>
</ol>
<p>The pattern you get is almost always a curve. At one end the emulsion creams or oils out quickly; at the other it may separate or form sediment; in between there is a window of two or three ratios with a bloom that is instant and an emulsion that stays uniform. The centre of that window is your working ratio.</p>

${figure(productImage('Emulsifier for Chlorpyrifos 20% EC'), 'Emulsifier for Chlorpyrifos 20% EC, FX EC 101, in a 200 kg drum', 'FX EC 101, our matched A/B pair for chlorpyrifos 20% EC, typically settles near an A/B ratio of 40/60.')}

<h2>Fine-tuning after the screen</h2>
<h3>Dosage</h3>
<p>Once you know the ratio, repeat the best three ratios at 4%, 5% and 6% total emulsifier. Higher dosage rarely fixes a wrong ratio, but the right ratio at the lowest workable dosage saves money on every batch.</p>
<h3>Water hardness</h3>
<p>Hard water shifts the best ratio towards the anionic side, because calcium and magnesium ions compress the electrical double layer. If your product will be sold in regions with hard borewell water, choose the ratio that performs in both soft and hard water, even if it is not the absolute best in either.</p>
<h3>Storage stability</h3>
<p>Keep samples for 14 days at 54 °C and 7 days at 0 °C and repeat the emulsion test. Some actives crystallise in cold storage, and some emulsifiers lose performance when they absorb water, so these checks catch problems before a registration sample leaves your plant.</p>

<h2>Common mistakes</h2>
<ul>
  <li>Changing two things at once: keep the solvent and technical fixed while you screen the ratio.</li>
  <li>Reading only at 30 minutes: many emulsions look fine at first and cream badly after two hours.</li>
  <li>Testing in tap water only: the field water your customers use may be far harder.</li>
</ul>

<p>Our pairs for chlorpyrifos, profenofos, cypermethrin, lambda-cyhalothrin, pretilachlor, pendimethalin, propiconazole and quinalphos are listed under <a href="/category/Emulsifier_for_EC">Emulsifier for EC</a>. If your active is not on the list, send us a sample through our <a href="/contact">contact page</a> and we will run the 11-cylinder screen for you and report the results.</p>
`,
  },
  {
    title: 'Suspension Concentrates (SC): A Practical Formulation Guide',
    art: 'sc-formulation',
    createdAt: '2024-05-20T10:15:00.000Z',
    body: ({ productImage }) => `
<p>Suspension concentrates have replaced many emulsifiable concentrates and wettable powders because they are water-based, dust-free and easy to pour. An SC is a dispersion of finely milled solid active in water, held stable for two years or more by a carefully built set of co-formulants. This guide summarises the typical recipe ranges we use as a starting point when we support formulators.</p>

<h2>The building blocks of an SC</h2>
<p>Every SC recipe balances six groups of ingredients. The ranges below are per litre of finished product:</p>
<ul>
  <li><strong>Active ingredient: 50–800 g/L.</strong> The upper limit depends on particle density, shape and how much water is left for the other components.</li>
  <li><strong>Wetting agent: 5–15 g/L.</strong> Wets the technical powder during milling and helps the diluted spray wet the leaf.</li>
  <li><strong>Dispersing agent: 20–50 g/L.</strong> Adsorbs on the milled particles and keeps them apart.</li>
  <li><strong>Antifreeze: 20–80 g/L.</strong> Usually propylene glycol or glycerine, protecting the product in cold transport and storage.</li>
  <li><strong>Antifoam and stabilisers: 1–5 g/L.</strong> Silicone antifoam, biocide and, where needed, pH buffer.</li>
  <li><strong>Thickener: 1–4 g/L.</strong> Xanthan gum, often with a little clay, to build a yield stress that stops particles from settling.</li>
</ul>
<p>Water makes up the balance.</p>

<h2>Choosing the dispersant</h2>
<p>The dispersant decides most of an SC's stability. There are two basic mechanisms:</p>
<h3>Electrostatic stabilisation</h3>
<p>Anionic dispersants such as <strong>naphthalene sulfonate condensates</strong> and lignosulfonates give particles a strong negative charge. They are economical and robust for actives like atrazine, carbendazim and sulphur. Their weakness is sensitivity to electrolytes, which screen the charge.</p>
<h3>Steric stabilisation</h3>
<p><strong>Polycarboxylate comb polymers</strong>, EO/PO block copolymers and tristyrylphenol ethoxylate phosphates anchor on the particle and extend long hydrophilic chains into the water. Particles cannot approach each other closely enough to flocculate. Steric dispersants tolerate salts, keep viscosity low at high loading and help limit crystal growth, which is why we recommend them for high-strength SCs such as azoxystrobin 23% or imidacloprid 30.5%.</p>
<p>Many robust recipes combine both: for example 15 g/L of a naphthalene sulfonate with 15 g/L of a polycarboxylate.</p>

${figure(productImage('Polycarboxylate Comb Dispersant'), 'Polycarboxylate Comb Dispersant, FX SC 402', 'Our polycarboxylate comb dispersant FX SC 402 is the usual starting point for high-strength SCs.')}

<h2>The process</h2>
<ol>
  <li>Dissolve the wetting agent, dispersant, antifreeze and half of the antifoam in water.</li>
  <li>Add the technical powder under a high-speed disperser to form a smooth slurry.</li>
  <li>Mill in a bead mill to a median particle size (d50) of about 2 µm and a d90 below 6 µm.</li>
  <li>Add the pre-swollen xanthan gum gel, the biocide and the rest of the antifoam under low shear.</li>
  <li>Check viscosity, pH, particle size and density against the specification.</li>
</ol>

<h2>Stability tests that matter</h2>
<ul>
  <li><strong>14 days at 54 °C:</strong> look for crystal growth, viscosity change and syneresis (a clear water layer on top).</li>
  <li><strong>Freeze-thaw cycles:</strong> check that the product returns to its original state.</li>
  <li><strong>Suspensibility after dilution</strong> in CIPAC standard water, following the methods published by <a href="https://www.cipac.org" rel="noopener">CIPAC</a>.</li>
  <li><strong>Pourability</strong> and the residue left in the container.</li>
</ul>

<h2>Troubleshooting</h2>
<p>If the viscosity climbs in storage, the dispersant level is usually too low or the wrong type for the active. Hard sediment that cannot be redispersed points to flocculation; raise the steric dispersant. Crystal growth needs a dispersant that adsorbs more strongly, sometimes with a crystal growth inhibitor. Foam during milling is cured with antifoam before milling rather than after.</p>

<p>You will find our SC wetting agents, dispersants and antifoams under <a href="/category/Surfactant_For_SC">Surfactant For SC</a>. Our technical team will gladly review your recipe and suggest a starting formulation for your active.</p>
`,
  },
  {
    title: 'Wetting & Dispersing Agents for Wettable Powders (WP)',
    art: 'wp-formulation',
    createdAt: '2024-08-06T08:45:00.000Z',
    body: ({ productImage }) => `
<p>Wettable powders remain one of the most important formulation types in India and in many export markets. They carry a high share of active, need no solvent, and are simple to make with an air mill. But a WP only works if it wets quickly, disperses completely and stays suspended while the farmer sprays. That is the job of the surfactant system.</p>

<h2>The typical WP recipe</h2>
<ul>
  <li><strong>Active ingredient: 50–900 g/kg</strong>, depending on the product.</li>
  <li><strong>Surfactants: 30–80 g/kg</strong> in total, made up of a wetting agent and a dispersing agent.</li>
  <li><strong>Carrier and filler:</strong> the balance, usually china clay, precipitated silica or diatomaceous earth. Silica also acts as a grinding aid and absorbs liquid actives.</li>
</ul>

<h2>Three steps in the spray tank</h2>
<h3>1. Wetting</h3>
<p>When the powder hits the water it must sink instead of floating as dry lumps. A good wetting agent, such as <strong>sodium alkyl naphthalene sulfonate</strong> or sodium lauryl sulfate, brings the wetting time well below one minute. Typical use is 10–30 g/kg.</p>
<h3>2. Dispersion</h3>
<p>The wetted agglomerates must break up into primary particles. Anionic polymers such as <strong>sodium lignosulfonate</strong> and <strong>naphthalene sulfonate formaldehyde condensate</strong> adsorb on the particles and push them apart. Typical use is 20–50 g/kg.</p>
<h3>3. Suspension</h3>
<p>Once dispersed, the particles must stay suspended for the time the spray is in the tank. Suspensibility depends on particle size after milling and on how well the dispersant prevents re-flocculation. A good WP keeps at least 60–80% of the active in suspension after 30 minutes in the standard test.</p>

${figure(productImage('Sodium Lignosulfonate Dispersant'), 'Sodium Lignosulfonate Dispersant, FX WP 501, in a 25 kg bag', 'Refined sodium lignosulfonate, FX WP 501, is the economical dispersant for most WPs and WDGs.')}

<h2>How to choose between dispersants</h2>
<p>Lignosulfonate is natural, economical and a good binder, which makes it the first choice for mancozeb, copper oxychloride and sulphur. Naphthalene sulfonate condensates give higher suspensibility at the same dose and are less affected by hard water, so they suit high-active and demanding WPs. Some formulators combine both at a 1:1 ratio to balance cost and performance.</p>

<h2>Milling and blending tips</h2>
<ol>
  <li>Pre-blend the technical, surfactants and carrier in a ribbon blender before air milling, so that the surfactant is distributed evenly.</li>
  <li>Mill to a particle size of 90% below 10 µm for good suspensibility.</li>
  <li>Post-blend after milling to homogenise the batch.</li>
  <li>Pack in moisture-proof bags; most surfactant powders are hygroscopic and a damp WP cakes in storage.</li>
</ol>

<h2>Quality checks</h2>
<ul>
  <li>Wetting time (CIPAC MT 53)</li>
  <li>Suspensibility (CIPAC MT 184)</li>
  <li>Wet sieve residue and persistent foam</li>
  <li>Storage stability for 14 days at 54 °C, repeating all of the above</li>
</ul>

<h2>From WP to WDG</h2>
<p>Water dispersible granules (WDG) use the same surfactant chemistry but add a granulation step, which removes dust and improves pouring. In a WDG the dispersant also works as a binder during extrusion, and the granules must disintegrate within a minute in water. Our dispersant–binder blend is made for this purpose.</p>

<p>See all our WP and WDG surfactants under <a href="/category/Surfactant_For_WP">Surfactant For WP</a>, or <a href="/contact">ask for samples</a> for your next formulation trial.</p>
`,
  },
  {
    title: 'Adjuvants for SL Formulations: Getting the 3–8% Right',
    art: 'sl-adjuvant',
    createdAt: '2024-11-18T11:00:00.000Z',
    body: ({ productImage }) => `
<p>Soluble liquids (SL) are the simplest formulation type: the active ingredient is dissolved in water, usually as a salt, and the product is diluted in the spray tank to a clear solution. Glyphosate, paraquat, 2,4-D amine, glufosinate ammonium and imidacloprid are all sold as SLs in India. What makes one SL work better than another in the field is almost always the built-in adjuvant.</p>

<h2>What an SL adjuvant has to do</h2>
<ul>
  <li><strong>Wet the leaf:</strong> water alone beads up on waxy and hairy weeds and rolls off.</li>
  <li><strong>Improve uptake:</strong> most SL actives are highly water soluble and pass the waxy cuticle slowly without help.</li>
  <li><strong>Stay compatible:</strong> the adjuvant must remain soluble and stable in a concentrated salt solution from 0 °C to 54 °C.</li>
  <li><strong>Tolerate hard water</strong> on dilution without precipitation.</li>
</ul>

<h2>Typical recipe ranges</h2>
<p>For most SL products we work within these ranges:</p>
<ul>
  <li><strong>Active ingredient: 5–50%</strong> depending on the product and its solubility.</li>
  <li><strong>Adjuvant: 3–8%</strong> of the formulation.</li>
  <li>Water, and where needed an antifoam, a colourant or a co-solvent.</li>
</ul>
<p>Below 3% the adjuvant rarely makes a visible difference in the field; above 8% the cost rises quickly and some adjuvants begin to cause phytotoxicity on crops or cloudiness in the SL.</p>

<h2>Matching the adjuvant to the active</h2>
<h3>Glyphosate</h3>
<p>Glyphosate salts benefit strongly from cationic and amphoteric surfactants. Fatty amine ethoxylates, often blended with <strong>alkyl polyglucosides</strong>, improve uptake on grasses and speed up visible effect. Our FX SL 05 is designed for the 41% IPA salt.</p>
<h3>Paraquat</h3>
<p>Paraquat is itself cationic, so anionic surfactants cannot be used. Non-ionic alcohol ethoxylates and alkyl polyglucosides give the fast wetting a contact herbicide needs.</p>
<h3>Glufosinate ammonium</h3>
<p>Here sodium alkyl ether sulfate is the classic adjuvant, and combining it with alkyl polyglucoside improves both performance and stability at high salt content.</p>
<h3>Imidacloprid and other insecticide SLs</h3>
<p>The adjuvant must keep the active from crystallising on dilution and help the spray reach the undersides of leaves where sucking pests feed.</p>

${figure(productImage('Adjuvant for Glyphosate 41% SL'), 'Adjuvant for Glyphosate 41% SL, FX SL 05', 'FX SL 05 is our built-in adjuvant for glyphosate 41% SL, used at 3–8%.')}

<h2>Testing an SL adjuvant</h2>
<ol>
  <li>Check clarity of the SL at room temperature, at 0 °C for 7 days and after 14 days at 54 °C.</li>
  <li>Dilute in CIPAC standard water D and look for haze or precipitate after 1 and 24 hours.</li>
  <li>Measure the surface tension of the spray dilution; a good SL adjuvant brings it below 35 mN/m.</li>
  <li>Run a small greenhouse or field comparison against the market reference.</li>
</ol>

<h2>Tank-mix adjuvants versus built-in adjuvants</h2>
<p>Some farmers add a separate spreader to SL herbicides. This can help on very waxy weeds, but the best result comes from a properly built-in adjuvant, because it is always present at the right ratio. Where an extra boost is needed, a small dose of a silicone spreader such as our <a href="/SliconSprSpreder">silicone super spreader range</a> is the most effective tank-mix partner.</p>

<p>Our SL adjuvants are listed under <a href="/category/Adjuvant_For_SL">Adjuvant For SL</a>. Contact us with your active and concentration and we will recommend a starting dose.</p>
`,
  },
];
