/**
 * Company news: where to meet us.
 */
import { figure, type BlogSpec } from './spec.ts';

export const companyBlogs: BlogSpec[] = [
  {
    title: 'Meet Us at the Trade Shows: Dubai, Hyderabad, Delhi & Ahmedabad',
    art: 'trade-show',
    createdAt: '2026-01-27T12:00:00.000Z',
    body: ({ productImage }) => `
<p>Since we started in Indore in 2014, trade shows have been one of the best ways for us to meet the people who use our products: formulators who want to see an emulsion bloom with their own eyes, distributors comparing pack sizes and margins, and farmers' groups asking hard questions about dosage. Over the last two seasons our team has exhibited and spoken at several of the most important events for the crop protection and specialty chemicals industry.</p>

<h2>Where we have been</h2>
<h3>ICSCE by PMFAI, Dubai (8–9 February)</h3>
<p>The International Crop-Science Conference &amp; Exhibition, organised by the <a href="https://www.pmfai.org" rel="noopener">Pesticides Manufacturers &amp; Formulators Association of India</a>, brings together manufacturers, formulators, registrants and buyers from across the Middle East, Africa, South-East Asia and Latin America. For an exporter it is the single most productive event of the year. We presented our emulsifier pairs, SC dispersants and silicone super spreaders and met many of the partners who now distribute our products in more than 11 countries.</p>
<h3>Ahmedabad (July)</h3>
<p>Gujarat is the heart of India's agrochemical formulation industry. Our Ahmedabad stand focused on formulation aids: live 11-cylinder emulsion screens, SC samples after accelerated storage and side-by-side comparisons of wettable powder suspensibility.</p>
<h3>Hyderabad (29–30 August)</h3>
<p>In Hyderabad we met seed companies, distributors and progressive farmers from Telangana, Andhra Pradesh and Karnataka. The questions were practical: how to use orthosilicic acid in paddy, how many fruit fly lures a mango orchard needs, and why the spray water pH matters.</p>
<h3>Delhi (2–3 September)</h3>
<p>At the Delhi event our focus was the wider specialty chemicals range: paint additives, general emulsifiers and home and industrial cleaning products, alongside our agro portfolio.</p>

<h2>What you will find at our stand</h2>
<ul>
  <li><strong>Live demonstrations:</strong> emulsion bloom in cylinders, super spreader droplets on leaves and the colour change of our pH balancer.</li>
  <li><strong>Our technical team:</strong> chemists from our application lab who can discuss your formulation on the spot.</li>
  <li><strong>Samples and literature:</strong> technical data sheets, safety data sheets and trial packs.</li>
  <li><strong>Distribution and export:</strong> our business team, ready to discuss pack sizes (50 kg and 200 kg), private label and export documentation.</li>
</ul>

${figure(productImage('Powder Silicon Spreader'), 'Powder Silicon Spreader, FENSIL 360', 'FENSIL 360, our powder silicone spreader, drew many questions from formulators and soil-wetting specialists.')}

<h2>Why we keep exhibiting</h2>
<p>A catalogue can describe a product, but it cannot show how an emulsion behaves in hard water or how a spreader changes a droplet on a leaf. Trade shows let us show that, and they let us listen. Several products in our current range, including our aromatic-free EC emulsifier and our low-foam nitrobenzene emulsifier, began as conversations at a stand.</p>

<h2>Plan a meeting</h2>
<ol>
  <li>Follow our <a href="/Event-Gallery">Event Gallery</a> for photos and upcoming events.</li>
  <li>Write to us through the <a href="/contact">contact page</a> with your company name and the products that interest you.</li>
  <li>We will confirm a time slot with the right person from our technical or business team.</li>
</ol>

<p>If you cannot travel, we are just as happy to welcome you in Indore, where our 50,000 sq ft premises house production, quality control and our application laboratory. We look forward to meeting you.</p>
`,
  },
];
