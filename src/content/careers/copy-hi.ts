import type { CareersCopy } from './types.ts';

/** The words of the Hindi Career page (see ./types.ts). */
export const careersCopyHi: CareersCopy = {
  title: (companyName) => `करियर | ${companyName}`,
  // The roles are not named: their names are the API's English, and a description cannot be marked so.
  description: (companyName, roles) =>
    roles.length > 0
      ? `${companyName}, इंदौर में अभी ${roles.length} पद खाली ${roles.length === 1 ? 'है' : 'हैं'}। अपने बायोडाटा के साथ ऑनलाइन आवेदन करें।`
      : `${companyName}, इंदौर में करियर: सेल्स, उत्पादन और प्रयोगशाला में आगे खुलने वाले पदों के लिए अपना बायोडाटा भेजें।`,
  breadcrumb: 'करियर',
  eyebrow: 'करियर',
  heading: 'स्पेशियलिटी केमिकल्स में अपना करियर बनाएँ',
  text: 'उन केमिस्ट, इंजीनियर और सेल्स साथियों से जुड़ें जो हमारे सर्फेक्टेंट, इमल्सीफायर और फसल उत्पाद इंदौर में बनाते हैं और 11 से अधिक देशों तक बेचते हैं।',
  openings: {
    heading: 'अभी खाली पद',
    count: (count) =>
      `अभी ${count} पद खाली ${count === 1 ? 'है' : 'हैं'}। "अभी आवेदन करें" चुनें और अपना बायोडाटा PDF फ़ाइल में लगाएँ।`,
    noneLead: 'अभी कोई पद खाली नहीं है।',
    noneText: 'फिर भी, केमिस्ट, केमिकल इंजीनियर, लैब टेक्नीशियन और सेल्स के जानकारों से सुनकर हमें हमेशा खुशी होती है।',
    sendCv: 'इस पेज के फ़ॉर्म से अपना बायोडाटा भेजें',
    orEmail: ', या इसे ईमेल करें',
    sendCvEnd: '। सही पद खुलते ही हम आपसे संपर्क करेंगे।',
    emailSubject: 'आगे खुलने वाले पदों के लिए बायोडाटा',
  },
  job: {
    position: 'पद',
    vacancy: 'खाली जगहें',
    notStated: 'नहीं बताई गई',
    openings: (count) => `${count}`,
    salary: 'वेतन',
    atInterview: 'इंटरव्यू में तय होगा',
    applyFor: (role) => `${role} के लिए आवेदन`,
    apply: 'अभी आवेदन करें',
    forRole: { before: ' — ', after: ' के लिए' },
    fullDescription: 'पूरा विवरण',
  },
  salary: {
    lakh: 'लाख',
    from: (amount) => `कम से कम ${amount}`,
    upTo: (amount) => `अधिकतम ${amount}`,
    per: { year: 'प्रति वर्ष', month: 'प्रति माह' },
  },
  aside: {
    heading: 'अपना बायोडाटा भेजें',
    text: 'आपके लिए सही पद नहीं दिख रहा? बताइए आप किस काम में रुचि रखते हैं और अपना बायोडाटा (PDF, DOC या DOCX फ़ाइल) लगाइए; हम इसे आगे खुलने वाले पदों के लिए रखते हैं।',
    orEmail: 'या ईमेल करें',
    emailSubject: 'नौकरी के लिए आवेदन',
  },
};
