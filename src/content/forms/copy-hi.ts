import { offlineCopyHi } from '../offline/copy-hi.ts';
import type { FormsCopy } from './types.ts';

/*
 * The Hindi words of the forms (./types.ts): plain Hindi for farmers and dealers. Values the API
 * receives (query options, career interests) stay English; these are only their labels.
 */

export const formsCopyHi: FormsCopy = {
  offlineEnquiry: offlineCopyHi.enquiry,
  validation: {
    contactEmail: 'कृपया सही ई-मेल पता लिखें',
    callbackName: 'नाम कम से कम 3 अक्षरों का होना चाहिए।',
    callbackPhone: 'फ़ोन नंबर 10 अंकों का होना चाहिए।',
    callbackEmail: 'ई-मेल पता सही होना चाहिए',
    callbackMessage: 'संदेश कम से कम 3 अक्षरों का होना चाहिए।',
    nameRequired: 'कृपया अपना नाम लिखें।',
    emailRequired: 'कृपया अपना ई-मेल पता लिखें।',
    cvRequired: 'कृपया अपना बायोडाटा अपलोड करें',
    cvPdfOnly: 'केवल PDF फ़ाइल ली जाती है। कृपया अपना बायोडाटा .pdf फ़ाइल के रूप में चुनें।',
    cvWrongType: 'यह फ़ाइल नहीं ली जा सकती। कृपया .pdf, .doc या .docx फ़ाइल चुनें।',
    cvTooLarge: 'यह फ़ाइल 5 MB से बड़ी है। कृपया छोटी फ़ाइल चुनें।',
    categoryFirst: 'कृपया पहले एक श्रेणी चुनें।',
    uploadFailed: 'फ़ाइल अपलोड नहीं हो सकी',
  },
  submit: {
    timeout: 'सर्वर जवाब देने में बहुत देर लगा रहा है। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
    network: 'हमारे सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
    httpFallback: (status) => `हमारा सर्वर अभी आपका अनुरोध नहीं ले सका (त्रुटि ${status})। कृपया कुछ मिनट बाद फिर से कोशिश करें।`,
    notAccepted: 'हमारे सर्वर ने अनुरोध स्वीकार नहीं किया। कृपया अपना विवरण जाँचें और फिर से कोशिश करें।',
    jobFallback: 'कुछ गड़बड़ हो गई',
    callbackSuccess: 'आपका संपर्क विवरण हमें मिल गया है',
    callbackProblem: 'जानकारी भेजने में समस्या आई',
    callbackExpired: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
    serverSuccessShown: false,
  },
  bot: {
    honeypot: 'धन्यवाद। आपका संदेश हमें मिल गया है।',
    tooFast: 'कृपया एक बार अपना विवरण जाँच लें, फिर फ़ॉर्म दोबारा भेजें।',
  },
  fields: {
    optional: 'ज़रूरी नहीं',
    name: 'आपका नाम',
    fullName: 'पूरा नाम',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    message: 'संदेश',
    count: (length, max) => `${max} में से ${length} अक्षर`,
    countFull: (max) =>
      `${max} में से ${max} अक्षर: यही सीमा है। इससे आगे का हिस्सा कट गया है; कृपया इसे छोटा करें या बाकी बात दूसरे संदेश में भेजें।`,
    trap: 'इस खाने को खाली छोड़ें',
  },
  submitRow: {
    sending: 'भेजा जा रहा है…',
    uploading: (percent) => `आपका बायोडाटा अपलोड हो रहा है: ${percent}%`,
    slow: 'अभी भेजा जा रहा है: आपका कनेक्शन धीमा लगता है। कृपया यह पेज खुला रखें।',
    held: 'फ़ॉर्म तैयार हो रहा है: कुछ ही पल में यह अपने-आप भेज दिया जाएगा।',
  },
  toast: { dismiss: 'सूचना बंद करें', notifications: 'सूचनाएँ' },
  picker: {
    legend: 'आपकी रुचि के उत्पाद',
    category: 'श्रेणी',
    chooseCategory: 'श्रेणी चुनें',
    allOf: (category) => `${category} (सभी)`,
    product: 'उत्पाद',
    loading: 'उत्पाद लोड हो रहे हैं…',
    chooseProduct: 'उत्पाद चुनें',
    noProducts: 'इसमें अभी कोई उत्पाद नहीं है',
    add: 'उत्पाद जोड़ें',
    chooseToAdd: 'जोड़ने के लिए कोई उत्पाद चुनें।',
    added: (name) => `${name} जोड़ दिया गया।`,
    already: (name) => `${name} आपकी सूची में पहले से है।`,
    removed: (name) => `${name} हटा दिया गया।`,
    remove: (name) => `${name} हटाएँ`,
    selected: 'चुने गए उत्पाद',
    loadFailed: 'उत्पादों की सूची लोड नहीं हो सकी। आप उत्पादों के नाम अपने संदेश में लिख सकते हैं।',
    retry: 'फिर से कोशिश करें',
  },
};
