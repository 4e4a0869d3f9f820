import type { MountCopy } from './types.ts';

/** The Hindi words of the form mounts: dialog frames and the no-script and failed-script fallbacks (./types.ts). */
export const mountCopyHi: MountCopy = {
  close: 'बंद करें',
  about: 'विषय',
  callbackDialog: {
    title: 'हमसे फ़ोन करवाएँ',
    intro: 'अपना नंबर दें, हमारी टीम आपको फ़ोन करेगी, आम तौर पर एक कामकाजी दिन के भीतर।',
  },
  contactUsDialog: {
    title: 'इस उत्पाद के बारे में हमसे संपर्क करें',
    intro: 'बताएँ कि आपको क्या चाहिए (मात्रा, फसल या फ़ॉर्मूलेशन), हमारी टीम आपसे संपर्क करेगी।',
  },
  jobDialog: {
    title: 'इस नौकरी के लिए आवेदन करें',
    intro: 'अपना विवरण और PDF फ़ाइल में अपना बायोडाटा भेजें। हमारी भर्ती टीम हर आवेदन पढ़ती है और चुने गए उम्मीदवारों को जवाब देती है।',
  },
  fallback: {
    failed: 'यह फ़ॉर्म लोड नहीं हो सका।',
    kept: 'आपने जो लिखा है वह यहीं है और इस डिवाइस पर सहेजा हुआ है।',
    retryLater: 'कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    orReach: 'कृपया फिर से कोशिश करें, या सीधे हमसे संपर्क करें: ',
    retry: 'फिर से कोशिश करें',
    reason: 'कारण:',
    unknownReason: 'कनेक्शन नहीं हो सका',
    noScript: { before: 'इस फ़ॉर्म के लिए ब्राउज़र में जावास्क्रिप्ट चालू होना चाहिए। आप सीधे भी संपर्क कर सकते हैं: ', after: '।' },
    call: { before: '', after: ' पर फ़ोन करें' },
    writeTo: { before: '', after: ' पर ई-मेल लिखें' },
    whatsApp: 'WhatsApp पर संदेश भेजें',
    comma: ', ',
    or: ' या ',
    end: '।',
    finderFailed: 'उत्पाद खोज लोड नहीं हो सकी।',
    browseCategories: { before: 'इसके बजाय ', link: 'हमारी सभी उत्पाद श्रेणियाँ देखें', after: '।' },
  },
};
