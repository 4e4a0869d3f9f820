import type { BlogCopy } from './types.ts';

/** The words of the English Resource Center and blog posts (see ./types.ts). */
export const blogCopyEn: BlogCopy = {
  listTitle: (companyName) => `Resource Center: Blog | ${companyName}`,
  listDescription:
    'Articles on emulsifiers, adjuvants, silicone spreaders, spray water pH, silicon nutrition and pheromone lures, from the laboratory and field teams of an Indore surfactant manufacturer.',
  resourceCenter: 'Resource Center',
  // The old site's address of the list, which the English page has always linked (an alias of /Resourcecenter).
  listPath: '/resourcecenter',
  heading: 'Guides and insights on formulation and crop care',
  text: 'Practical articles from our laboratory and field teams: choosing emulsifiers and adjuvants, spray water quality, silicon nutrition, pheromone lures and more.',
  allHeading: 'All Blog',
  empty: {
    lead: 'No articles have been published yet.',
    text: 'Our team is preparing guides on formulation and crop care.',
    ask: 'Meanwhile, our chemists are glad to answer your questions:',
    enquiry: 'send us an enquiry',
    orWrite: 'or write to',
    end: '.',
  },
  readMore: 'Read more →',
  postDescription: (title, excerpt) => excerpt || `${title}: an article from the Resource Center.`,
  backToAll: 'Back to all blogs',
  published: 'Published',
  askTeam: 'Ask our team a question',
};
