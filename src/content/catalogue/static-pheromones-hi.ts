/**
 * /hi/Pheromones: Cue Lure and Methyl Eugenol in Hindi, the same facts and figures as
 * ./static-pheromones.ts. Lure names, chemical names, formulas and species stay in Latin letters, as
 * packs and the literature write them; the page marks them so.
 */
import { cueLure, methylEugenol, pheromonesPage } from './static-pheromones.ts';
import type { PheromoneRecord, PheromonesPage } from './types.ts';

const REPLACEMENT = 'हर 30–40 दिन पर';

export const cueLureHi: PheromoneRecord = {
  ...cueLure,
  introduction: [
    'Cue Lure तरबूज़-खरबूज़ की मक्खी (मेलन फ़्लाई) और कद्दूवर्गीय फसलों पर हमला करने वाली दूसरी फल मक्खियों के नरों को आकर्षित करने का मानक ल्यूर है। गर्म और नम महीनों में करेला, खीरा, तोरई, कद्दू और खरबूज़ की एक-तिहाई से लेकर पूरी फसल तक फल मक्खी की इल्लियों से बर्बाद हो सकती है, और नुक़सान फल के अंदर होता है, जहाँ छिड़काव नहीं पहुँचता।',
    'Cue Lure ट्रैप नर मक्खियों को मिलन से पहले ही पकड़ लेता है। जल्दी लगाने पर यह बताता है कि मक्खियाँ कब आईं; पूरे खेत में सही संख्या में लगाने पर इतने नर हट जाते हैं कि अंडे कम दिए जाते हैं और कम फल सड़ते हैं।',
  ],
  description: [
    'रासायनिक रूप से Cue Lure रास्पबेरी कीटोन का एसीटेट है (पूरा रासायनिक नाम नीचे दिया है)। इससे आकर्षित होने वाली प्रजातियों की नर मक्खियाँ दूर से खिंची चली आती हैं और इसे खाती हैं; ट्रैप में उन्हें मारने वाला पदार्थ मिलता है और वे मर जाती हैं।',
    'हमारा ल्यूर एक डिस्पेंसर ब्लॉक पर भरा होता है जो आकर्षक पदार्थ को धीरे-धीरे छोड़ता है, इसलिए खेत में एक ल्यूर 30–40 दिन काम करता है। यह सिर्फ़ नरों को आकर्षित करता है और फसल पर कोई अवशेष नहीं छोड़ता।',
  ],
  details: {
    ...cueLure.details,
    appearance: 'साफ़ तरल',
    color: 'रंगहीन से हल्का पीला',
    refractiveIndex: '1.511 (20 °C पर)',
    density: '25 °C पर 1.099 g/cm³',
    assay: 'GC से न्यूनतम 95%',
  },
  technicalDetails: [
    { testParameter: 'रूप', standard: 'साफ़ तरल, बिना तैरते कणों के', actualResult: 'अनुरूप' },
    { testParameter: 'रंग', standard: 'रंगहीन से हल्का पीला', actualResult: 'हल्का पीला' },
    { testParameter: 'GC से शुद्धता', standard: 'न्यूनतम 95.0%', actualResult: '97.4%' },
    { testParameter: 'अपवर्तनांक (20 °C पर)', standard: '1.505 – 1.515', actualResult: '1.511' },
    { testParameter: '25 °C पर घनत्व', standard: '1.090 – 1.110 g/cm³', actualResult: '1.099 g/cm³' },
    { testParameter: 'नमी (कार्ल फ़िशर)', standard: 'अधिकतम 0.5%', actualResult: '0.12%' },
    { testParameter: 'पहचान (GC रिटेंशन टाइम)', standard: 'संदर्भ मानक से मेल खाता है', actualResult: 'अनुरूप' },
  ],
  fruitFlies: [
    { species: 'Bactrocera cucurbitae (Zeugodacus cucurbitae)', commonName: 'तरबूज़-खरबूज़ की मक्खी (मेलन फ़्लाई)' },
    { species: 'Bactrocera tau (Zeugodacus tau)', commonName: 'कद्दू की फल मक्खी' },
    { species: 'Bactrocera caudata (Zeugodacus caudatus)', commonName: 'कद्दू के फूल की मक्खी' },
    { species: 'Bactrocera tryoni', commonName: 'क्वींसलैंड फल मक्खी' },
  ],
  usageSites: [
    'करेला, लौकी, तोरई और गिलकी',
    'खीरा, कद्दू और पेठा',
    'तरबूज़ और खरबूज़',
    'परवल और कुंदरू (टिंडोरा)',
    'कद्दूवर्गीय फसलों के पास उगाए गए टमाटर और दूसरी सब्ज़ियाँ',
  ],
  monitoring: {
    luresPerKm2: 'प्रति km² 1 ल्यूर',
    timing: 'जहाँ कद्दूवर्गीय फसलें उगती हैं वहाँ साल भर; कम से कम फूल आने से आख़िरी तुड़ाई तक।',
    replacement: REPLACEMENT,
    totalLuresPerKm2: 'साल में 8–12',
  },
  control: {
    luresPerAcre: 'प्रति एकड़ 6–10 ल्यूर',
    timing: 'फूल आने से आख़िरी तुड़ाई तक।',
    replacement: REPLACEMENT,
    totalLuresPerAcre: 'एक मौसम में 12–20',
  },
  handling: [
    'ल्यूर को ऐसे फल मक्खी ट्रैप में लगाएँ जिसमें घुसने के छेद हों और आपके इलाक़े के लिए सुझाया गया मारने वाला पदार्थ हो।',
    'ट्रैप छाँव में फसल की ऊँचाई पर टाँगें; मचान (पंडाल) पर, मचान की ऊँचाई पर।',
    'नियंत्रण के ट्रैप पूरे खेत में बराबर दूरी पर लगाएँ, और कुछ मेड़ पर भी, जहाँ से मक्खियाँ आती हैं।',
    'ल्यूर का पैक लगाते समय ही खोलें, और Cue Lure और Methyl Eugenol को एक ही दस्तानों से न छुएँ।',
    'हर सप्ताह मरी मक्खियाँ निकालकर गाड़ दें और गिनती लिख लें; गिरे हुए, संक्रमित फल इकट्ठा करके नष्ट करें।',
  ],
};

export const methylEugenolHi: PheromoneRecord = {
  ...methylEugenol,
  introduction: [
    'Methyl Eugenol ओरिएंटल फल मक्खी और उसकी जाति की दूसरी मक्खियों के नरों का आकर्षक है, जो भारत में आम, अमरूद, नींबू वर्ग, चीकू और पपीते की सबसे नुक़सानदायक फल मक्खियाँ हैं। संक्रमित फल समय से पहले गिर जाते हैं या ढुलाई में सड़ जाते हैं, और किसी खेप में कुछ इल्लियाँ मिलने से पूरा निर्यात बाज़ार बंद हो सकता है।',
    'Methyl Eugenol ट्रैप बड़े इलाक़े से नरों को पकड़ते हैं। निगरानी में वे दिखाते हैं कि फल पकने के साथ मक्खियाँ कब बढ़ती हैं; पूरे बाग़ और आसपास के बाग़ों में लगाने पर इतने नर हट जाते हैं कि मिलन और फलों का नुक़सान बहुत घट जाता है।',
  ],
  description: [
    'मिथाइल यूजेनॉल (पूरा रासायनिक नाम नीचे दिया है) कई पौधों में प्राकृतिक रूप से पाया जाता है, और आकर्षित होने वाली प्रजातियों के नर इसकी ओर बहुत खिंचते हैं। मारने वाले पदार्थ वाले ट्रैप में वे पकड़े जाते हैं और मर जाते हैं।',
    'हमारा ल्यूर 30–40 दिन तक मिथाइल यूजेनॉल लगातार छोड़ता है। यह सिर्फ़ नरों को आकर्षित करता है और फल पर कोई अवशेष नहीं छोड़ता।',
  ],
  details: {
    ...methylEugenol.details,
    appearance: 'साफ़ तरल',
    color: 'रंगहीन से हल्का पीला',
    refractiveIndex: '1.534 (20 °C पर)',
    density: '25 °C पर 1.036 g/cm³',
    assay: 'GC से न्यूनतम 98%',
  },
  technicalDetails: [
    { testParameter: 'रूप', standard: 'साफ़ तरल, बिना तैरते कणों के', actualResult: 'अनुरूप' },
    { testParameter: 'रंग', standard: 'रंगहीन से हल्का पीला', actualResult: 'रंगहीन' },
    { testParameter: 'GC से शुद्धता', standard: 'न्यूनतम 98.0%', actualResult: '98.6%' },
    { testParameter: 'अपवर्तनांक (20 °C पर)', standard: '1.532 – 1.536', actualResult: '1.534' },
    { testParameter: '25 °C पर घनत्व', standard: '1.030 – 1.040 g/cm³', actualResult: '1.036 g/cm³' },
    { testParameter: 'नमी (कार्ल फ़िशर)', standard: 'अधिकतम 0.5%', actualResult: '0.10%' },
    { testParameter: 'पहचान (GC रिटेंशन टाइम)', standard: 'संदर्भ मानक से मेल खाता है', actualResult: 'अनुरूप' },
  ],
  fruitFlies: [
    { species: 'Bactrocera dorsalis', commonName: 'ओरिएंटल फल मक्खी' },
    { species: 'Bactrocera zonata', commonName: 'आड़ू की फल मक्खी' },
    { species: 'Bactrocera correcta', commonName: 'अमरूद की फल मक्खी' },
    { species: 'Bactrocera carambolae', commonName: 'कमरख की फल मक्खी' },
  ],
  usageSites: [
    'आम के बाग़',
    'अमरूद के बाग़',
    'नींबू वर्ग: मौसंबी, संतरा और नींबू',
    'चीकू, पपीता और केला',
    'आड़ू, बेर और सीताफल',
    'पैक हाउस और फल मंडियाँ, निगरानी के लिए',
  ],
  monitoring: {
    luresPerKm2: 'प्रति km² 1 ल्यूर',
    timing: 'बाग़ वाले इलाक़ों में साल भर; फल लगने से पकड़ बढ़ती है और फल पकने पर सबसे ज़्यादा होती है।',
    replacement: REPLACEMENT,
    totalLuresPerKm2: 'साल में 8–12',
  },
  control: {
    luresPerAcre: 'प्रति एकड़ 6–10 ल्यूर',
    timing: 'फल लगने (आम में कंचे जितने फल) से तुड़ाई ख़त्म होने तक।',
    replacement: REPLACEMENT,
    totalLuresPerAcre: 'एक मौसम में 18–30',
  },
  handling: [
    'ल्यूर को ऐसे फल मक्खी ट्रैप में लगाएँ जिसमें घुसने के छेद हों और आपके इलाक़े के लिए सुझाया गया मारने वाला पदार्थ हो।',
    'ट्रैप ज़मीन से 1–1.5 m ऊपर, पेड़ के छायादार हिस्से में टाँगें।',
    'नियंत्रण के ट्रैप पूरे बाग़ में बराबर दूरी पर लगाएँ; पड़ोसी बाग़ों में भी ट्रैप लगें तो सबसे अच्छे नतीजे मिलते हैं।',
    'ल्यूर का पैक लगाते समय ही खोलें, और Methyl Eugenol और Cue Lure को एक ही दस्तानों से न छुएँ।',
    'हर सप्ताह मरी मक्खियाँ निकालकर गाड़ दें और गिनती लिख लें; गिरे हुए फल इकट्ठा करके नष्ट करें, जिनसे इल्लियाँ निकलकर मिट्टी में प्यूपा बनतीं।',
  ],
};

export const pheromonesPageHi: PheromonesPage = {
  header: {
    ...pheromonesPage.header,
    heading: 'कद्दूवर्गीय फसलों और बाग़ों के लिए फल मक्खी ल्यूर',
    description: 'फल मक्खियों की निगरानी और पूरे इलाक़े में नियंत्रण के लिए Cue Lure और Methyl Eugenol, नर मक्खियों के आकर्षक।',
  },
  intro: [
    'फल मक्खी की इल्लियाँ फल के अंदर खाती हैं, जहाँ छिड़काव नहीं पहुँचता। हमारे दोनों ल्यूर इसकी बजाय बड़ी नर मक्खियों पर काम करते हैं: कद्दूवर्गीय फसलों की फल मक्खियों के लिए Cue Lure, और आम, अमरूद, नींबू वर्ग और दूसरे फलों की फल मक्खियों के लिए Methyl Eugenol।',
    'हर ल्यूर दो तरह से उपयोग होता है। निगरानी के लिए, प्रति वर्ग किलोमीटर एक ल्यूर बताता है कि मक्खियाँ कब आईं और उनकी संख्या कैसे बढ़ रही है। नियंत्रण के लिए, प्रति एकड़ 6–10 ल्यूर इतने नर हटा देते हैं कि मिलन और फलों का नुक़सान घट जाता है। ल्यूर हर 30–40 दिन पर बदले जाते हैं।',
  ],
  lures: [cueLureHi, methylEugenolHi],
  seoTitle: 'Cue Lure और Methyl Eugenol फल मक्खी ल्यूर',
  seoDescription:
    'फल मक्खी ल्यूर: कद्दूवर्गीय फसलों में मेलन फ़्लाई के लिए Cue Lure, आम और अमरूद में ओरिएंटल और आड़ू की फल मक्खी के लिए Methyl Eugenol। प्रति एकड़ 6–10 ल्यूर।',
};
