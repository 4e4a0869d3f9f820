import type { SearchCopy } from './types.ts';

/** The Hindi words of the category and blog searches (./types.ts). */
export const searchCopyHi: SearchCopy = {
  category: {
    label: 'श्रेणी खोजें',
    placeholder: 'श्रेणी का नाम लिखें',
    suggestions: 'श्रेणियों के सुझाव',
    noMatch: (query) => `“${query}” से मिलती कोई श्रेणी नहीं मिली`,
    count: (count) => `${count} सुझाव`,
    unavailable: 'खोज लोड नहीं हो सकी। सभी श्रेणियाँ नीचे दी गई हैं।',
  },
  blog: {
    label: 'ब्लॉग लेख',
    input: 'शीर्षक से ब्लॉग लेख खोजें',
    search: 'खोजें',
    placeholder: 'खोजें...',
    results: 'खोज के नतीजे',
    count: (count, query) => `“${query}” से ${count} लेख मिले`,
    noMatch: (query) => `“${query}” से कोई लेख नहीं मिला। कोई छोटा शब्द आज़माएँ, जैसे किसी फसल या उत्पाद का नाम।`,
    unavailable: 'खोज लोड नहीं हो सकी। सभी लेख नीचे दिए गए हैं।',
  },
};
