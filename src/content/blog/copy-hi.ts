import type { BlogCopy } from './types.ts';

/** The words of the Hindi Resource Center and blog posts (see ./types.ts). */
export const blogCopyHi: BlogCopy = {
  listTitle: (companyName) => `जानकारी केंद्र: लेख | ${companyName}`,
  listDescription:
    'इमल्सीफायर, एडजुवेंट, सिलिकॉन स्प्रेडर, छिड़काव के पानी का pH, सिलिकन पोषण और फेरोमोन ल्यूर पर लेख — इंदौर के एक सर्फेक्टेंट निर्माता की प्रयोगशाला और फ़ील्ड टीमों से।',
  resourceCenter: 'जानकारी केंद्र',
  // The Hindi edition has no old addresses: its back link goes to the list's own page.
  listPath: '/Resourcecenter',
  heading: 'फ़ॉर्मूलेशन और फसल की देखभाल पर गाइड और जानकारी',
  text: 'हमारी प्रयोगशाला और फ़ील्ड टीमों के काम के लेख: इमल्सीफायर और एडजुवेंट का चुनाव, छिड़काव के पानी की गुणवत्ता, सिलिकन पोषण, फेरोमोन ल्यूर और बहुत कुछ।',
  allHeading: 'सभी लेख',
  empty: {
    lead: 'अभी कोई लेख प्रकाशित नहीं हुआ है।',
    text: 'हमारी टीम फ़ॉर्मूलेशन और फसल की देखभाल पर गाइड तैयार कर रही है।',
    ask: 'तब तक हमारे केमिस्ट आपके सवालों के जवाब देंगे:',
    enquiry: 'हमें पूछताछ भेजें',
    orWrite: 'या लिखें',
    end: '।',
  },
  readMore: 'पूरा पढ़ें →',
  // The posts are English; a description cannot be marked so, and says in Hindi what the page is.
  postDescription: () => 'जानकारी केंद्र का लेख, हमारी प्रयोगशाला और फ़ील्ड टीमों की ओर से।',
  backToAll: 'सभी लेखों पर वापस',
  published: 'प्रकाशित:',
  askTeam: 'हमारी टीम से सवाल पूछें',
};
