import type { CareersCopy } from './types.ts';

/** The Hindi words of the careers side form and the job apply form (./types.ts). */
export const careersCopyHi: CareersCopy = {
  sideLabel: 'हमें अपना बायोडाटा भेजें',
  sideSubmit: 'बायोडाटा भेजें',
  interest: 'आप किस काम में रुचि रखते हैं',
  chooseInterest: 'काम का क्षेत्र चुनें',
  interests: {
    BDE: 'बिज़नेस डेवलपमेंट एग्ज़ीक्यूटिव',
    'Sales Executive': 'सेल्स एग्ज़ीक्यूटिव',
    Manager: 'मैनेजर',
    'Lab Technicians': 'लैब टेक्नीशियन',
    'Chemical Engineers': 'केमिकल इंजीनियर',
    Chemists: 'केमिस्ट',
    Other: 'अन्य',
  },
  success: 'धन्यवाद। आपका आवेदन भेज दिया गया है।',
  jobSubmit: 'आवेदन भेजें',
  about: 'अपने बारे में',
  aboutHint: 'अनुभव, अभी आप कहाँ रहते हैं, नोटिस पीरियड: ऐसी कोई भी बात जो हमारी भर्ती टीम के काम आए।',
  closing: (message) => `${message} यह खिड़की थोड़ी देर में अपने-आप बंद हो जाएगी।`,
  cvLabel: (types, megabytes) => `आपका बायोडाटा (${types}, ${megabytes} MB तक)`,
  listLocale: 'hi',
  uploadTimeout: 'अपलोड में बहुत देर लगी। तेज़ कनेक्शन से यह जल्दी होगा।',
  uploadNetwork: 'अपलोड सर्वर से संपर्क नहीं हो सका। कृपया अपना कनेक्शन देखें।',
  uploadFailedNotice: (failed, detail) => `${failed}${detail ? `: ${detail}` : ''}। कृपया फिर से कोशिश करें।`,
};
