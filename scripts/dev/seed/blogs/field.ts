/**
 * Field guides for farmers and distributors: spreaders, silicon nutrition, fruit fly lures,
 * spray water pH and neem.
 */
import { figure, type BlogSpec } from './spec.ts';

export const fieldBlogs: BlogSpec[] = [
  {
    title: 'Silicone Super Spreaders: What Trisiloxane Actually Does on the Leaf',
    art: 'silicone-spread',
    createdAt: '2025-02-03T07:30:00.000Z',
    body: ({ productImage }) => `
<p>Every farmer has seen it: spray droplets sitting as round beads on cabbage, onion or paddy leaves and rolling off at the slightest movement. A large part of the pesticide, fungicide or nutrient that was paid for never works. Silicone super spreaders were developed to solve exactly this problem, and they have become one of the most cost-effective inputs in modern spraying.</p>

<h2>The chemistry in one paragraph</h2>
<p>Our super spreaders are based on <strong>trisiloxane ethoxylates</strong>: a small silicone head (heptamethyltrisiloxane) joined to a short polyether chain. This T-shaped molecule packs very tightly at the water surface and lowers the <a href="https://en.wikipedia.org/wiki/Surface_tension" rel="noopener">surface tension</a> of spray water from about 72 mN/m to about 21 mN/m. Ordinary agricultural surfactants reach only 30–35 mN/m. That difference is what allows a droplet to spread over a waxy leaf instead of sitting on it.</p>

<h2>What you see in the field</h2>
<ul>
  <li><strong>Super spreading:</strong> a droplet spreads within seconds to many times its original area, covering leaf hairs, folds and the undersides of leaves.</li>
  <li><strong>Stomatal infiltration:</strong> the spray flows into the stomata, carrying systemic actives directly into the leaf.</li>
  <li><strong>Rainfastness:</strong> because uptake is fast, the spray is far less affected by rain that falls an hour or two later.</li>
  <li><strong>Lower spray volumes:</strong> better coverage often allows the same result with less water per acre, which saves time for knapsack and drone operators.</li>
</ul>

${figure(productImage('Trisiloxane Super Spreader'), 'Trisiloxane Super Spreader, FX SPT 500, in a 50 kg jerrycan', 'FX SPT 500, our flagship trisiloxane super spreader.')}

<h2>How much to use</h2>
<p>For most sprays the dose is <strong>0.25–0.5 ml per litre</strong> of spray solution, which is 50–100 ml per acre at normal spray volumes. More is not better: excess spreader can cause run-off from the leaf and, on sensitive crops at flowering, scorching. For drone and other low-volume applications, a concentrated grade such as FX SP 330 lets you keep the dose per acre while reducing the volume.</p>

<h2>Mixing order</h2>
<ol>
  <li>Fill the tank half with clean water.</li>
  <li>If your water is alkaline, add a pH balancer first.</li>
  <li>Add the pesticide or nutrient and mix.</li>
  <li><strong>Add the super spreader last</strong>, then top up with water.</li>
  <li>Spray within six hours; trisiloxanes slowly hydrolyse in strongly acidic or alkaline water.</li>
</ol>

<h2>Choosing from our range</h2>
<ul>
  <li><strong>FX SPT 500</strong> – the flagship pure super spreader for all crops.</li>
  <li><strong>FENSIL 360</strong> – a powder silicone spreader that also works as a soil wetter; see the <a href="/Fensil360">FENSIL 360 page</a>.</li>
  <li><strong>FX SP 225</strong> – a spreader-penetrant for systemic products on waxy crops.</li>
  <li><strong>FX SP 220</strong> – a spreader-sticker for the rainy season.</li>
  <li><strong>FX SP 100</strong> – an economical everyday spreader.</li>
  <li><strong>DIKO WET 80</strong> – a non-ionic wetting agent for acidified and alkaline tank mixes.</li>
</ul>

<h2>When not to use a super spreader</h2>
<p>Avoid super spreaders with products whose label forbids added surfactants, with copper and sulphur sprays on sensitive crops in hot weather, and with growth regulators where uptake must be precisely controlled. When in doubt, spray a small area first and check after 48 hours.</p>

<p>Explore the whole range on our <a href="/SliconSprSpreder">silicone super spreader page</a> or <a href="/contact">talk to our agronomy team</a>.</p>
`,
  },
  {
    title: 'Orthosilicic Acid 2%: Silicon Nutrition Dosage by Crop',
    art: 'silicon-crop',
    createdAt: '2025-05-14T09:00:00.000Z',
    body: ({ productImage }) => `
<p>Silicon is the second most abundant element in the earth's crust, yet crops can be short of it. The reason is chemistry: almost all soil silicon is locked in sand and clay minerals. Plants can take up silicon only as <strong>monosilicic acid, Si(OH)<sub>4</sub></strong>, also called <a href="https://en.wikipedia.org/wiki/Silicic_acid" rel="noopener">orthosilicic acid</a>. Intensive cropping, especially of rice and sugarcane, removes large amounts of it from the soil every season.</p>

<h2>What silicon does for the crop</h2>
<ul>
  <li><strong>Stronger cell walls:</strong> silicon is deposited as a thin layer under the cuticle, making stems sturdier and reducing lodging.</li>
  <li><strong>Stress tolerance:</strong> plants supplied with silicon cope better with drought, heat and salinity.</li>
  <li><strong>Natural defence:</strong> tougher leaves are harder for sucking pests, stem borers and fungal hyphae to penetrate.</li>
  <li><strong>Better nutrient use:</strong> silicon improves phosphorus availability and reduces the uptake of excess iron and manganese.</li>
  <li><strong>Upright leaves:</strong> leaves stay more erect and capture more light.</li>
</ul>

<h2>Why stabilised orthosilicic acid</h2>
<p>Orthosilicic acid in water tends to polymerise into larger silica chains that plants cannot absorb. Our <strong>Orthosilicic Acid 2% WSL</strong> is stabilised so that the silicon stays in the plant-available monomeric form in the bottle and in the spray tank. That is why it works at millilitre doses, where silicate fertilizers need hundreds of kilograms per acre.</p>

${figure(productImage('Orthosilicic Acid 2% WSL'), 'Orthosilicic Acid 2% WSL, FX OSA 02', 'Orthosilicic Acid 2% WSL delivers plant-available silicon at millilitre doses.')}

<h2>General dosage</h2>
<p>For most crops we recommend <strong>3–6 ml per litre of water</strong> as a foliar spray, repeated <strong>every 10–14 days for 4–6 weeks</strong>, starting at active vegetative growth. Use the lower rate on young or tender crops and the higher rate where lodging, drought or pest pressure is expected.</p>

<h2>Crop-specific programmes</h2>
<h3>Sugarcane</h3>
<p>Sugarcane is one of the largest silicon accumulators. Spray <strong>4 ml per litre every 15 days for six months</strong>, from tillering through the grand growth phase. Growers report stronger canes, less lodging and reduced borer damage.</p>
<h3>Rice</h3>
<p>Rice can contain more silicon than nitrogen in its straw. Spray <strong>4 ml per litre every 15 days for 2 months</strong>, starting at active tillering. Silicon helps keep the panicle-bearing stem upright and improves tolerance to blast and brown spot.</p>
<h3>Vegetables, cotton and fruit crops</h3>
<p>Follow the general programme of 3–6 ml per litre every 10–14 days for 4–6 weeks, covering flowering and early fruit development.</p>

<h2>Mixing and compatibility</h2>
<ol>
  <li>Use clean water and add Orthosilicic Acid 2% WSL to the half-filled tank.</li>
  <li>It can be combined with most insecticides, fungicides and water-soluble fertilizers; run a jar test first.</li>
  <li>Avoid strongly alkaline products in the same tank.</li>
  <li>A silicone spreader at 0.25 ml per litre improves coverage.</li>
  <li>Spray in the morning or evening.</li>
</ol>

<p>The full specification and benefits are on our <a href="/Orthosilicic_Acid">Orthosilicic Acid page</a>. Distributors interested in the product can <a href="/contact">contact us</a> for trial packs.</p>
`,
  },
  {
    title: 'Fruit Fly Control with Cue Lure and Methyl Eugenol: Monitoring vs Area-Wide Control',
    art: 'fruit-fly',
    createdAt: '2025-07-09T06:45:00.000Z',
    body: ({ productImage }) => `
<p>Fruit flies are among the most damaging pests of Indian horticulture. Females lay eggs under the skin of mango, guava, citrus, papaya and cucurbits; the maggots feed inside, and the fruit rots and drops. Because the damage is hidden until it is too late, sprays alone rarely give good control. Male attractant lures, used correctly, change the picture.</p>

<h2>Two lures, two groups of flies</h2>
<h3>Methyl eugenol</h3>
<p><a href="https://en.wikipedia.org/wiki/Methyl_eugenol" rel="noopener">Methyl eugenol</a> attracts males of the oriental fruit fly, <a href="https://en.wikipedia.org/wiki/Bactrocera_dorsalis" rel="noopener"><em>Bactrocera dorsalis</em></a>, and related species such as the peach fruit fly <em>B. zonata</em>. These are the main pests of mango, guava, sapota, citrus and papaya.</p>
<h3>Cue lure</h3>
<p>Cue lure attracts males of the melon fly, <em>Zeugodacus cucurbitae</em>, and related species that attack bitter gourd, cucumber, ridge gourd, pumpkin and other cucurbits.</p>
<p>The two lures are not interchangeable: a methyl eugenol trap in a cucurbit field will catch very few melon flies. Identify the crop and the fly first.</p>

<h2>How the trap works</h2>
<p>The lure is placed in a simple trap, a container with entry holes, together with a killing agent approved in your area. Males are drawn in from a distance and die inside. The lure itself never touches the crop and leaves no residue on the fruit.</p>

${figure(productImage('Methyl Eugenol'), 'Methyl Eugenol lure pack, FX PH 02', 'Our methyl eugenol lures release the attractant steadily for 30–40 days.')}

<h2>Monitoring</h2>
<p>The purpose of monitoring is to know when flies arrive and how many there are, so that other measures can be timed.</p>
<ul>
  <li>Use <strong>1 lure per km²</strong> across the growing area.</li>
  <li>Hang traps 1–1.5 m above the ground in shade, before fruit begins to mature.</li>
  <li>Count the catch every week and record it.</li>
  <li>Replace lures <strong>every 30–40 days</strong>.</li>
</ul>
<p>A sharp rise in catches is the signal to start control measures.</p>

<h2>Area-wide control</h2>
<p>For control, traps are used at high density to remove so many males that mating fails and fewer eggs are laid.</p>
<ul>
  <li>Install <strong>6–10 lures per acre</strong>, evenly spread across the orchard or field and along its borders.</li>
  <li>Start before the crop begins fruiting and continue through harvest.</li>
  <li>Replace lures every 30–40 days.</li>
  <li>Collect and destroy fallen, infested fruit every few days so that maggots cannot pupate in the soil.</li>
</ul>

<h2>Why neighbours matter</h2>
<p>Fruit flies fly several kilometres. An isolated orchard with traps will still receive flies from untreated neighbours. The best results come when all growers in a village or cluster install traps at the same time, which is why we call it <strong>area-wide</strong> control and why we work with farmer groups and distributors to plan it.</p>

<h2>Handling the lures</h2>
<ol>
  <li>Do not touch the lure with bare hands; open the pouch only when installing.</li>
  <li>Store unused lures in their sealed pouches in a cool place.</li>
  <li>Never hang a cue lure and a methyl eugenol lure in the same trap.</li>
</ol>

<p>Technical details of both lures, including the fly species they attract, are on our <a href="/Pheromones">Pheromones page</a>.</p>
`,
  },
  {
    title: 'Is Your Spray Water Too Alkaline? Why pH Matters Before You Mix',
    art: 'spray-ph',
    createdAt: '2025-10-22T08:00:00.000Z',
    body: ({ productImage }) => `
<p>Farmers choose pesticides carefully, measure them accurately and spray on time, and yet sometimes the result disappoints. One frequent, invisible cause is the water in the tank. Much of the borewell and canal water in central and western India is <strong>alkaline</strong>, with a pH of 7.5 to 8.5 or higher, and <strong>hard</strong>, with high calcium and magnesium.</p>

<h2>What alkaline water does to pesticides</h2>
<p>Many insecticides, especially organophosphates, carbamates and some pyrethroids, break down in alkaline water through a reaction called <a href="https://en.wikipedia.org/wiki/Hydrolysis" rel="noopener">hydrolysis</a>. The higher the pH and the longer the spray stands in the tank, the more active ingredient is lost before it reaches the pest. For some products a significant share of the activity can be lost within hours at pH 8–9.</p>

<h2>What hard water does</h2>
<p>Calcium and magnesium ions bind to weak-acid herbicides such as glyphosate and 2,4-D, forming salts that enter the plant poorly. Hard water also reduces the performance of many anionic surfactants in formulations and can leave deposits in nozzles and filters.</p>

<h2>The ideal range</h2>
<p>For most pesticides the ideal spray water pH is slightly acidic, around <strong>4.5 to 6</strong>. There are exceptions: copper fungicides, lime-sulphur and some sulfonylurea herbicides prefer neutral or alkaline conditions, so always read the product label.</p>

<h2>Four jobs, one product</h2>
<p>Our <strong>pH Balancer (Multibalance 4 in 1)</strong> was developed for Indian field water. It does four things at once:</p>
<ol>
  <li><strong>pH balancer:</strong> brings the spray water to the slightly acidic range.</li>
  <li><strong>Water softener:</strong> binds calcium and magnesium so they cannot tie up the active.</li>
  <li><strong>Penetrator:</strong> improves wetting and uptake of the spray.</li>
  <li><strong>Indicator:</strong> changes the colour of the solution so the farmer can see when the water is ready.</li>
</ol>

${figure(productImage('pH Balancer (Multibalance 4 in 1)'), 'pH Balancer (Multibalance 4 in 1), FX MB 4', 'Multibalance 4 in 1: pH balancer, water softener, penetrator and indicator.')}

<h2>Dosage by water pH</h2>
<ul>
  <li>Water of <strong>pH 7–8</strong>: <strong>0.5–0.7 ml per litre</strong>.</li>
  <li>Water <strong>above pH 8</strong>: <strong>0.7–1 ml per litre</strong>.</li>
</ul>
<p>If you do not know the pH of your water, a simple pH strip from an agri-input shop gives a good enough reading. Test once per season and whenever you change the water source.</p>

<h2>The right mixing order</h2>
<ol>
  <li>Fill the tank about half with water.</li>
  <li><strong>Add Multibalance first</strong> and stir until the colour changes.</li>
  <li>Add powders, then liquids, then any spreader last.</li>
  <li>Top up with water and spray without long delays.</li>
</ol>

<h2>A quick field check</h2>
<p>Fill two clear bottles with your spray water. Add the correct dose of Multibalance to one of them and shake. The colour change shows at a glance how far your water was from the ideal range, a useful demonstration for farmer meetings.</p>

<p>Read more on the <a href="/MultiBalance4IN1">Multibalance 4 in 1 page</a>, or <a href="/contact">contact us</a> for distributor packs.</p>
`,
  },
  {
    title: 'Neem Oil Formulations: Emulsifying Botanicals Without Losing Azadirachtin',
    art: 'neem',
    createdAt: '2026-06-16T10:30:00.000Z',
    body: ({ productImage }) => `
<p>Neem has protected Indian crops for generations, and demand for neem-based products keeps growing as growers look for residue-free options and as integrated pest management becomes standard practice. Making a good neem formulation, however, is more demanding than it looks. Neem oil is thick, variable and sensitive to light, and its main active, <a href="https://en.wikipedia.org/wiki/Azadirachtin" rel="noopener">azadirachtin</a>, degrades quickly if the formulation is poorly made.</p>

<h2>Know your raw material</h2>
<p>Cold-pressed <a href="https://en.wikipedia.org/wiki/Neem_oil" rel="noopener">neem oil</a> contains azadirachtin and other limonoids in a matrix of fatty acids, mainly oleic, stearic and palmitic. Its free fatty acid content and azadirachtin level vary from lot to lot. Every batch should be tested before formulation so that the finished product meets its declared ppm.</p>
<ul>
  <li><strong>1500 ppm formulations</strong> are typically based on neem oil with natural azadirachtin levels.</li>
  <li><strong>10000 ppm and higher</strong> require an azadirachtin-enriched neem seed kernel extract.</li>
</ul>

<h2>The emulsifier challenge</h2>
<p>Neem oil does not mix with water, and because it partly solidifies below about 20 °C, emulsifiers that work with mineral oils often fail with neem. A good neem emulsifier system:</p>
<ul>
  <li>matches the fatty acid profile of the oil, usually with a blend of polysorbate and castor oil ethoxylate;</li>
  <li>keeps the concentrate pourable in winter;</li>
  <li>gives a milky, stable emulsion in hard field water;</li>
  <li>does not raise the pH of the concentrate, since azadirachtin is unstable under alkaline conditions.</li>
</ul>
<p>We use 10–15% of our neem oil emulsifier on the weight of the oil, adjusting within that range after an emulsion test in the target water.</p>

${figure(productImage('Neem Oil Formulation 1500 ppm'), 'Neem Oil Formulation 1500 ppm, FX BP 801', 'Our neem oil formulation 1500 ppm is emulsified with the same emulsifier we supply to formulators.')}

<h2>Protecting azadirachtin</h2>
<ol>
  <li><strong>Keep it away from light:</strong> fill in opaque containers; azadirachtin breaks down in sunlight.</li>
  <li><strong>Control pH:</strong> keep the formulation slightly acidic to neutral.</li>
  <li><strong>Limit water:</strong> dry raw materials reduce hydrolysis in storage.</li>
  <li><strong>Avoid heat:</strong> warm the oil only as much as needed to make it fluid, typically 35–40 °C.</li>
</ol>

<h2>Field advice for neem sprays</h2>
<ul>
  <li>Spray at the first sign of pests; neem works best on early stages.</li>
  <li>Repeat every 7–10 days during pest pressure.</li>
  <li>Spray in the evening to reduce loss to sunlight.</li>
  <li>A silicone spreader at 0.25 ml per litre improves coverage on the undersides of leaves.</li>
</ul>

<h2>Quality checks before release</h2>
<p>Every neem batch we make passes the same checks before it leaves our plant in Indore:</p>
<ul>
  <li>azadirachtin content by HPLC against the declared ppm;</li>
  <li>emulsion stability at field dilution in soft and hard water after 30 minutes and 2 hours;</li>
  <li>pH and water content of the concentrate;</li>
  <li>pourability after 7 days at 0 °C and stability after 14 days at 54 °C.</li>
</ul>
<p>Formulators who buy our emulsifier can ask for the same test protocol, so that their own batches are judged by the same yardstick.</p>

<p>Our neem formulations, karanja oil and botanical extracts are under <a href="/category/Botanical_Products">Botanical Products</a>, and our neem oil emulsifier under <a href="/category/Oil_Emulsifier">Oil Emulsifier</a>.</p>
`,
  },
];
