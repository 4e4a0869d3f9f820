/** The home page in Hindi (see ./home-types.ts); pictures and links are the English edition's. */
import { siteCopyHi } from '../site/copy-hi.ts';
import { companyFacts } from './facts.ts';
import { listFounders } from './founders.ts';
import { homeCopyEn } from './home-en.ts';
import type { HomeCopy } from './home-types.ts';
import { company } from './identity.ts';

/** As quality-claim.ts: a named standard only once the company has confirmed it. */
function qualityTitleHi(): string {
  const { status, value } = companyFacts.certifications;
  return status === 'confirmed' && value.length > 0 ? `${value.join(' और ')} प्रमाणित` : 'गुणवत्ता-प्रमाणित';
}

const [slideOne, slideTwo] = homeCopyEn.hero.slides;

export const homeCopyHi: HomeCopy = {
  seo: {
    title: `${company.name} | कृषि सर्फेक्टेंट, इमल्सीफायर और सिलिकॉन स्प्रेडर, इंदौर`,
    description: `इंदौर के निर्माता और निर्यातक: कृषि सर्फेक्टेंट और इमल्सीफायर, सिलिकॉन सुपर स्प्रेडर, उर्वरक, पेंट एडिटिव्स, सामान्य इमल्सीफायर और सफ़ाई के रसायन। ${qualityTitleHi()}; 11 से अधिक देशों में निर्यात।`,
  },
  hero: {
    label: 'स्वागत बैनर',
    carouselLabel: 'मुख्य बातें',
    slides: [
      {
        headline: 'ऐसे सर्फेक्टेंट, जिनसे हर छिड़काव पूरा असर करे',
        subline: 'कृषि इमल्सीफायर, एडजुवेंट और सिलिकॉन सुपर स्प्रेडर — इंदौर में बने, और 11 से अधिक देशों के फ़ॉर्मूलेटरों तक भेजे जाते हैं।',
        cta: { label: 'हमारे उत्पाद देखें', href: slideOne.cta.href },
        image: {
          ...slideOne.image,
          alt: 'चित्र: सूर्योदय के समय नई फसल की कतारें, एक पत्ते पर छिड़काव की बूँद',
        },
      },
      {
        headline: 'फ़ॉर्मूलेशन का रसायन, हमारे रिएक्टर से आपके प्लांट तक',
        subline:
          'पेंट एडिटिव्स, सामान्य इमल्सीफायर और सफ़ाई के रसायन — इंदौर में हमारे 50,000 वर्ग फुट के परिसर में बनाए और जाँचे जाते हैं।',
        cta: { label: 'हमारी टीम से बात करें', href: slideTwo.cta.href },
        image: {
          ...slideTwo.image,
          alt: 'चित्र: रसायन कारखाने में स्टील के रिएक्टर, ड्रम और प्रयोगशाला के काँच के बर्तन',
        },
      },
    ],
  },
  welcome: {
    eyebrow: 'स्वागत है',
    heading: `${company.name} में आपका स्वागत है`,
    paragraphs: [
      `${company.name} की स्थापना ${company.established} में इंदौर में हुई। यह एक रसायन व्यापार समूह का हिस्सा है, जो ${company.groupYears[0] ?? 1988} से उद्योगों की सेवा कर रहा है। हम कृषि सर्फेक्टेंट और इमल्सीफायर, सिलिकॉन सुपर स्प्रेडर, उर्वरक, पेंट एडिटिव्स, सामान्य इमल्सीफायर और घरेलू व औद्योगिक सफ़ाई के उत्पाद बनाते और बेचते हैं।`,
      'कीटनाशक फ़ॉर्मूलेटर, उर्वरक कंपनियाँ, पेंट निर्माता और वितरक हमसे इसलिए ख़रीदते हैं क्योंकि हर बैच प्लांट से निकलने से पहले अपने स्पेसिफ़िकेशन पर जाँचा जाता है, और हमारे केमिस्ट आपके सक्रिय तत्व और सॉल्वेंट के लिए सही इमल्सीफायर या एडजुवेंट चुनने में मदद करते हैं।',
    ],
    servicesHeading: 'हमारी सेवाएँ',
    services: [
      {
        title: 'सर्फेक्टेंट निर्माण',
        description:
          'EC, SC, WP और SL फ़ॉर्मूलेशन के लिए इमल्सीफायर, तेल इमल्सीफायर और सिलिकॉन सर्फेक्टेंट — हर बैच एक ही तय स्पेसिफ़िकेशन पर।',
        icon: 'factory',
      },
      {
        title: 'फ़ॉर्मूलेशन में मदद',
        description: 'आपके टॉक्सिकेंट और सॉल्वेंट के साथ इमल्सीफायर की जाँच, और बड़े पैमाने पर बनाने से पहले सही जोड़ी और मात्रा की सलाह।',
        icon: 'flask',
      },
      {
        title: 'फसल पोषण और फसल सुरक्षा',
        description:
          'किसानों के लिए ऑर्थोसिलिसिक एसिड सिलिकॉन पोषक, पौधों की बढ़वार बढ़ाने वाले उत्पाद, वनस्पति-आधारित उत्पाद, फेरोमोन ल्योर और पानी का pH ठीक करने वाला उत्पाद।',
        icon: 'sprout',
      },
      {
        title: 'औद्योगिक एडिटिव्स',
        description: 'निर्माताओं और संस्थागत ख़रीदारों के लिए पेंट एडिटिव्स, आम उपयोग के इमल्सीफायर और सफ़ाई के रसायन।',
        icon: 'sliders',
      },
      {
        title: 'निर्यात और दस्तावेज़',
        description: '11 से अधिक देशों के ख़रीदारों के लिए निर्यात पैकिंग, विश्लेषण प्रमाणपत्र और सुरक्षा डेटा शीट।',
        icon: 'globe',
      },
      {
        title: 'तकनीकी सेवा',
        description: 'मात्रा, मेल-जोल और भंडारण पर हमारे केमिस्टों से जवाब — फ़ोन, ई-मेल या WhatsApp पर।',
        icon: 'headset',
      },
    ],
  },
  finder: {
    heading: 'बताइए, आपको क्या चाहिए',
    subheading: 'श्रेणी चुनें, ज़रूरी उत्पाद चुनें — हम दाम, स्पेसिफ़िकेशन और नमूनों के साथ आपसे संपर्क करेंगे।',
  },
  globalPresence: {
    heading: 'दुनिया भर में पहुँच',
    text: 'इंदौर से हमारे उत्पाद 11 से अधिक देशों के फ़ॉर्मूलेटरों, वितरकों और औद्योगिक ख़रीदारों तक पहुँचते हैं।',
    exportMarkets: 'निर्यात वाले देश',
  },
  vision: {
    heading: 'हमारा लक्ष्य',
    text: 'ऐसा सर्फेक्टेंट और फसल-उत्पाद साझेदार बनना, जिस पर फ़ॉर्मूलेटर और किसान सबसे पहले भरोसा करें: हर बार एक जैसा रसायन, ईमानदार तकनीकी सलाह और वादे के दिन माल की रवानगी — इंदौर से हर उस बाज़ार तक, जहाँ हम पहुँचते हैं।',
  },
  ourProducts: {
    heading: 'हमारे उत्पाद',
    subheading: 'हम क्या देते हैं',
    text: 'हम औद्योगिक रसायनों के प्रमुख निर्माताओं और आपूर्तिकर्ताओं में से हैं। हमारी रेंज कृषि इमल्सीफायर और सिलिकॉन सुपर स्प्रेडर से लेकर उर्वरक, पेंट एडिटिव्स और सफ़ाई के रसायनों तक है।',
    viewAll: { label: 'सभी देखें', href: homeCopyEn.ourProducts.viewAll.href },
    viewAllHidden: ' श्रेणियाँ',
    empty: {
      before: 'हमारी उत्पाद सूची अपडेट हो रही है। जो उत्पाद चाहिए, उसके लिए कृपया ',
      link: 'हमारी टीम से पूछें',
      after: '।',
    },
    carouselHeading: 'हमारी रेंज देखें',
    carouselLabel: 'उत्पाद रेंज',
    cardMore: 'रेंज देखें →',
    // The same names as the header's Categories menu.
    cardNames: siteCopyHi.categoryLinks,
  },
  strengths: {
    heading: 'हमारी ताक़त',
    text: 'लाखों उद्योगों और परिवारों ने अपनी रसायन की ज़रूरतों के लिए हम पर भरोसा किया है।',
    items: [
      { id: 1, title: qualityTitleHi(), icon: 'shieldCheck' },
      { id: 2, title: 'अपनी गुणवत्ता-जाँच और एप्लिकेशन लैब', icon: 'flask' },
      { id: 3, title: '11 से अधिक देशों में निर्यात', icon: 'globe' },
      { id: 4, title: 'हर महीने 500 मीट्रिक टन सिलिकॉन सर्फेक्टेंट की क्षमता', icon: 'factory' },
      { id: 5, title: 'आपकी ज़रूरत के अनुसार फ़ॉर्मूलेशन में मदद', icon: 'sliders' },
      { id: 6, title: '50 kg और 200 kg के पैक में समय पर रवानगी', icon: 'truck' },
    ],
    stats: [
      { title: 'संतुष्ट ग्राहक', count: '2000+' },
      { title: 'उत्तम उत्पाद', count: '300+' },
      { title: 'वर्षों का अनुभव', count: '37+' },
    ],
  },
  founders: {
    heading: 'हमें और जानिए',
    cta: { label: 'हमारी कहानी पढ़ें', href: homeCopyEn.founders.cta.href },
    carouselLabel: 'हमारे संस्थापक',
    previous: 'पिछले संस्थापक',
    next: 'अगले संस्थापक',
    // The name stays out of the picture's description: it is the company's own English words, and
    // the heading beside the picture gives it.
    list: listFounders({
      role: 'संस्थापक',
      photoAlt: () => 'संस्थापक की फ़ोटो',
      monogramAlt: () => 'संस्थापक के नाम के पहले अक्षर',
    }),
  },
  blogs: {
    heading: 'ब्लॉग और कार्यक्रम',
    subheading: 'हमारी लैब से फ़ॉर्मूलेशन की बातें, और हमसे अगली मुलाक़ात कहाँ होगी',
    eventsLink: { label: 'कार्यक्रम गैलरी', href: homeCopyEn.blogs.eventsLink.href },
    blogsLink: { label: 'सभी ब्लॉग', href: homeCopyEn.blogs.blogsLink.href },
    moreHeading: 'और लेख, और हाल के कार्यक्रम',
    eventsOnlyHeading: 'हाल के कार्यक्रम',
    carouselLabel: 'और लेख और कार्यक्रम',
    eventBadge: 'कार्यक्रम',
  },
  contact: {
    heading: 'हमें पूछताछ भेजें',
    subheading: 'उत्पाद, मात्रा और माल कहाँ भेजना है, यह बताइए; हमारी बिक्री टीम ई-मेल या फ़ोन से जवाब देगी।',
    direct: 'सीधे फ़ोन या ई-मेल करना चाहें?',
  },
};
