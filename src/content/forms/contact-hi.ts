import type { ContactFormCopy } from './types.ts';

/** The Hindi words of the enquiry form (./types.ts). */
export const contactFormCopyHi: ContactFormCopy = {
  label: 'पूछताछ फ़ॉर्म',
  submit: 'पूछताछ भेजें',
  success: 'धन्यवाद। आपकी पूछताछ भेज दी गई है, हमारी टीम जल्द ही आपसे संपर्क करेगी।',
  query: 'आपका सवाल किस बारे में है',
  chooseTopic: 'विषय चुनें',
  queryOptions: {
    'Technical support': 'तकनीकी सहायता',
    'Quote Request': 'भाव (कोटेशन) चाहिए',
    'Sample Request': 'नमूना चाहिए',
    'Product Enquiry': 'उत्पाद के बारे में पूछताछ',
    Grievances: 'शिकायत',
    'Press/Media': 'प्रेस/मीडिया',
    other: 'अन्य',
  },
  other: 'कृपया विषय बताएँ',
  messageHint: 'उत्पाद, मात्रा, डिलीवरी की जगह और ऐसी कोई भी बात जिससे हमें जवाब देने में मदद मिले।',
};
