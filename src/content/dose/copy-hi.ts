/**
 * The dose calculator in Hindi: the same sentences as ./copy-en.ts, written for a farmer or dealer.
 * The figures stay as the English edition writes them (Western digits, the same units), so both
 * editions show the same numbers; only the words around them change.
 */
import type { DoseCopy } from './types.ts';

export const doseCopyHi: DoseCopy = {
  lang: 'hi',
  // en-IN, not hi-IN: the figures are written exactly as on English pages (Western digits, 1,483).
  numbers: { locale: 'en-IN', units: { ml: 'ml', l: 'L', g: 'g', kg: 'kg' } },

  products: {
    orthosilicic: 'ऑर्थोसिलिसिक एसिड 2% WSL (सिलिकॉन पोषक तत्व)',
    fensil360: 'FENSIL 360 पाउडर स्प्रेडर',
    multibalance: 'MultiBalance 4 इन 1 (pH संतुलक)',
    spreader: 'सिलिकॉन सुपर स्प्रेडर',
    pheromones: 'फल मक्खी ल्यूर (Cue Lure, Methyl Eugenol)',
  },

  form: {
    label: 'मात्रा कैलकुलेटर',
    product: 'उत्पाद',
    crop: 'फसल',
    crops: {
      general: 'सभी फसलें (सामान्य)',
      'short-duration': 'कम अवधि की फसलें (सब्ज़ियाँ, दालें)',
      trees: 'फलदार पेड़, छँटाई के बाद',
      sugarcane: 'गन्ना',
      rice: 'धान',
    },
    waterPh: 'छिड़काव के पानी का pH',
    waterPhOptions: { 'ph-7-8': 'pH 7 से 8', 'ph-above-8': 'pH 8 से ऊपर' },
    waterPhHint: 'मात्राएँ pH 7 और उससे ऊपर के पानी के लिए दी गई हैं। pH पट्टी या मीटर से पता चलता है कि आपके पानी का pH कितना है।',
    tank: 'टंकी या पंप का आकार',
    tankPreset: (litres) => (litres === 15 ? '15 L नैपसैक पंप' : litres >= 100 ? `${litres} L ड्रम` : `${litres} L`),
    tankOther: 'दूसरा आकार',
    litres: 'लीटर',
    area: 'क्षेत्रफल',
    areaUnit: 'इकाई',
    areaUnits: { acre: 'एकड़', km2: 'km²' },
    waterPerAcre: 'प्रति एकड़ छिड़काव का पानी',
    waterPerAcreUnit: 'लीटर प्रति एकड़',
    waterPerAcreHint: (water) =>
      `हमने प्रति एकड़ ${water} पानी माना है, जो नैपसैक पंप से छिड़काव में आम है (150–200 L)। आप जितना पानी छिड़कते हैं, वह भरें।`,
    lure: 'ल्यूर',
    lures: {
      'cue-lure': 'Cue Lure (लौकी, तोरई, खरबूज़ और दूसरी कद्दूवर्गीय फसलें)',
      'methyl-eugenol': 'Methyl Eugenol (आम, अमरूद, नींबू वर्ग और दूसरे फल)',
    },
    lureNames: { 'cue-lure': 'Cue Lure', 'methyl-eugenol': 'Methyl Eugenol' },
    use: 'उपयोग',
    uses: { monitoring: 'निगरानी: मक्खियाँ कब आती हैं, यह देखें', control: 'पूरे इलाक़े में नियंत्रण' },
    show: 'मेरी मात्रा दिखाएँ',
  },

  problem: (field, problem, largest) => {
    if (problem === 'empty')
      return field === 'tank'
        ? 'अपनी टंकी या पंप का आकार लीटर में भरें।'
        : field === 'area'
          ? 'क्षेत्रफल भरें।'
          : 'एक एकड़ पर आप जितने लीटर पानी छिड़कते हैं, वह भरें।';
    if (problem === 'not-a-number') return 'कोई संख्या भरें, जैसे 15 या 2.5।';
    if (problem === 'not-positive') return '0 से बड़ी संख्या भरें।';
    return `${largest} या उससे कम भरें।`;
  },

  results: {
    heading: { spray: 'आपकी मात्रा', lures: 'आपके ल्यूर' },
    fixFields: 'अपनी मात्रा देखने के लिए ऊपर चिह्नित संख्या ठीक करें।',
    dose: 'मात्रा',
    perLitre: (rate, unit) => `${rate} ${unit} प्रति लीटर पानी`,
    inLitres: (amount, litres, approximate) => `${litres} लीटर पानी में ${approximate ? 'लगभग ' : ''}${amount}`,
    perTank: (tank) => `प्रति ${tank} पंप या टंकी`,
    perAcre: (water) => `प्रति एकड़, ${water} पानी में`,
    forArea: (acres) => `आपके ${acres} एकड़ के लिए`,
    waterForArea: (water, loads, tank) => `${water} पानी: ${tank} का पंप या टंकी ${loads} बार भरें`,
    programme: (sprays) => `सभी ${sprays} छिड़कावों के लिए`,
    schedule: 'छिड़काव कार्यक्रम',
    scheduleLine: ({ days, duration, sprays, afterPruning }) =>
      sprays === null
        ? `हर ${days} दिन पर${duration ? `, ${duration.value} ${duration.unit === 'weeks' ? 'सप्ताह' : 'महीने'} तक` : ''}`
        : `${afterPruning ? 'छँटाई के बाद ' : ''}${sprays} छिड़काव, हर ${days} दिन पर`,
    every: (days) => `हर ${days} दिन पर`,
    eachTank: {
      fensil360: 'हर छिड़काव में: थोड़े पानी में घोलकर सबसे आख़िर में टंकी में डालें।',
      multibalance: 'हर छिड़काव में: किसी भी कीटनाशक से पहले, सबसे पहले टंकी में डालें।',
      spreader: 'हर छिड़काव में: सबसे आख़िर में टंकी में डालें।',
    },
    traps: 'लगाने के ट्रैप, हर ट्रैप में एक ल्यूर',
    replace: 'ल्यूर बदलें',
    total: { year: 'एक साल के ल्यूर', season: 'पूरे मौसम के ल्यूर' },
    lureCount: (count) => `${count} ल्यूर`,
    trapsNote: {
      monitoring: 'निगरानी के लिए हर वर्ग किलोमीटर में एक ट्रैप चाहिए; छोटे खेत में एक ट्रैप काफ़ी है।',
      control: 'ट्रैप पूरे खेत में बराबर दूरी पर लगाएँ, और कुछ मेड़ के पास भी, जहाँ से मक्खियाँ आती हैं।',
    },
  },

  indicator: {
    heading: 'उपचारित पानी का रंग देखें',
    colours: { 'light-yellow': 'हल्का पीला', 'dark-yellow': 'गहरा पीला', 'light-pink': 'हल्का गुलाबी' },
    ph: (ph) => `लगभग pH ${ph}`,
  },

  startingSizes: (tank, acres, water) => `${tank} पंप, ${acres} एकड़ और प्रति एकड़ ${water} पानी`,
  startingLureSizes: (lure, acres) => `${lure} से ${acres} एकड़ में फल मक्खी के नियंत्रण`,
  noScript: (sizes) => `जावास्क्रिप्ट के बिना कैलकुलेटर दूसरी संख्याएँ नहीं निकाल सकता: दिखाई गई संख्याएँ ${sizes} के लिए हैं।`,
  fallback: {
    message: (sizes) => `कैलकुलेटर लोड नहीं हो सका: दिखाई गई संख्याएँ ${sizes} के लिए हैं। कृपया फिर से कोशिश करें।`,
    retry: 'फिर से कोशिश करें',
    reason: 'कारण:',
    unknownReason: 'कनेक्शन नहीं जुड़ सका',
  },
  allProducts: 'हमारे सभी उत्पादों के लिए मात्रा कैलकुलेटर',

  page: {
    title: 'मात्रा कैलकुलेटर: प्रति पंप, प्रति एकड़ और पूरे खेत के लिए उत्पाद',
    description:
      'जानिए प्रति पंप, प्रति एकड़ और आपके पूरे खेत के लिए कितना सिलिकॉन पोषक तत्व, FENSIL 360, MultiBalance 4 इन 1, सिलिकॉन सुपर स्प्रेडर या फल मक्खी ल्यूर चाहिए।',
    eyebrow: 'किसानों के लिए',
    heading: 'मात्रा कैलकुलेटर',
    intro:
      'उत्पाद चुनें, अपने पंप का आकार, क्षेत्रफल और प्रति एकड़ छिड़काव का पानी भरें, और देखें कि हर पंप, हर एकड़ और पूरे खेत में कितना उत्पाद डालना है, साथ में छिड़काव कार्यक्रम भी।',
    assumptionsHeading: 'संख्याएँ कैसे निकाली जाती हैं',
    assumptions: (water) => [
      'मात्राएँ वही हैं जो हर उत्पाद के पेज पर दी गई हैं। प्रति पंप या प्रति एकड़ मात्रा = प्रति लीटर मात्रा × पानी के लीटर।',
      `प्रति एकड़ छिड़काव का पानी एक अनुमान है: ${water}, जो नैपसैक पंप से छिड़काव में आम है (150–200 L)। इसे बदलने के लिए आप जितना पानी छिड़कते हैं, वह भरें।`,
      'मात्राएँ नापने लायक़ गोल की गई हैं: मिलीलीटर और ग्राम 10 से कम हों तो एक दशमलव तक, उससे ऊपर पूरी संख्या में; बड़ी कुल मात्रा लीटर या किलोग्राम में।',
      'जो भी उत्पाद मिलाएँ, उसका लेबल पढ़ें, और एक टंकी में कई उत्पाद मिलाने से पहले जार टेस्ट करें।',
    ],
    tableEyebrow: 'एक नज़र में',
    tableHeading: 'सभी मात्राएँ एक नज़र में',
    tableIntro: (tank, water) => `हर उत्पाद के लिए कैलकुलेटर की शुरुआती संख्याएँ: ${tank} पंप, और प्रति एकड़ ${water} पानी।`,
    tableCaption: (tank, water) => `प्रति ${tank} पंप और प्रति एकड़ मात्रा, प्रति एकड़ ${water} पानी पर`,
    columns: {
      product: 'उत्पाद',
      use: 'फसल या उपयोग',
      dose: 'मात्रा',
      perTank: (tank) => `प्रति ${tank} पंप`,
      perAcre: (water) => `प्रति एकड़ (${water} पानी)`,
      schedule: 'छिड़काव कार्यक्रम',
    },
    sprayUse: 'पत्तियों पर छिड़काव',
    waterPhUse: { 'ph-7-8': 'pH 7 से 8 वाला छिड़काव का पानी', 'ph-above-8': 'pH 8 से ऊपर वाला छिड़काव का पानी' },
    luresHeading: 'फल मक्खी ल्यूर',
    luresCaption: 'निगरानी और पूरे इलाक़े में नियंत्रण के लिए फल मक्खी ल्यूर',
    lureColumns: { use: 'उपयोग', lures: 'ट्रैप', replace: 'ल्यूर बदलें', total: 'कुल ल्यूर' },
    monitoringLures: (perKm2) => `प्रति km² ${perKm2} ट्रैप`,
    controlLures: (perAcre) => `प्रति एकड़ ${perAcre} ट्रैप`,
    monitoringTotal: (perYear) => `हर ट्रैप के लिए साल में ${perYear}`,
    controlTotal: (lure, perSeason) => `${lure}: हर एकड़ के लिए एक मौसम में ${perSeason}`,
    productPageLink: (product) => `${product} के बारे में और जानें`,
    ctaSubject: 'उत्पादों की सही मात्रा',
  },

  section: {
    eyebrow: 'मात्रा कैलकुलेटर',
    heading: {
      spray: 'आपके पंप और खेत के लिए कितना?',
      lures: 'आपके खेत के लिए कितने ल्यूर?',
      all: 'अपनी मात्रा निकालें',
    },
    intro: {
      spray: 'अपने पंप का आकार, क्षेत्रफल और प्रति एकड़ छिड़काव का पानी भरें: लिखते ही मात्राएँ बदल जाती हैं।',
      lures: 'ल्यूर और उसका उपयोग चुनें, और अपना क्षेत्रफल भरें: लिखते ही संख्याएँ बदल जाती हैं।',
      all: 'उत्पाद चुनें, फिर अपने आकार भरें: लिखते ही मात्राएँ बदल जाती हैं।',
    },
    jump: 'मात्रा कैलकुलेटर',
  },
};
