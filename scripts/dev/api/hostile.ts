import type { Seed } from '../seed/index.ts';

/*
 * Answers full of what a careless (or compromised) back office can produce: records without
 * names, wrong types, null categories, empty objects, duplicated names, names with every
 * awkward character, and HTML that tries to run code. The site must leave the broken records
 * out by name, build the rest, and run none of it.
 *
 * A payload that runs sets `window.__xss` or opens a dialog; the browser tests look for both.
 */

/** Strings that try to run code in a visitor's browser, as blog HTML or as plain text fields. */
export const xssPayloads: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="https://ok.example/a.png" onload="window.__xss=1">',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<img srcset="data:image/svg+xml,%3Csvg%20onload=alert(1)%3E 1x" src="https://ok.example/a.png">',
  '<img src="https://ok.example/a.png" alt="&quot; onerror=&quot;alert(1)">',
  '<picture><source srcset="javascript:alert(1)"><img src="https://ok.example/a.png"></picture>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">click</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">click</a>',
  '<a href="javascript&colon;alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="java\nscript:alert(1)">click</a>',
  '<a href="\u0001javascript:alert(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<a href="https://ok.example/" title=\'"><script>alert(1)</script>\'>x</a>',
  '<a href="/" ping="https://evil.example/track">ping</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object data="x.swf"></object>',
  '<embed src="x.swf">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><use href="data:image/svg+xml;base64,PHN2ZyBpZD0ieCIgb25sb2FkPSJhbGVydCgxKSIvPg==#x"/></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(1)//"></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">x</div>',
  '<p onmouseover="alert(1)">hover</p>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<isindex action=javascript:alert(1) type=image>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<link rel="import" href="data:text/html,<script>alert(1)</script>">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<a href="https://ok.example/" style="position:fixed;inset:0;z-index:9">overlay</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<div><select><template><style></template><img src onerror=alert(1)></style></select></div>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<p><!--[if gte IE 4]><script>alert(1)</script><![endif]--></p>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml-stylesheet href="javascript:alert(1)"?>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
  '<title><img src=x onerror=alert(1)></title>',
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
  '<portal src="https://evil.example"></portal>',
  '<a id="__xss" name="__xss" href="https://ok.example/">clobber</a>',
  '<img name="getElementById" src="https://ok.example/a.png">',
  '<form name="attributes"><input name="nodeName"></form>',
  '<span class="skip-link visually-hidden" id="main" hidden>x</span>',
  '<table><tr><td background="javascript:alert(1)">x</td></tr></table>',
  '<a href="https://ok.example/" formaction="javascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="javascript:alert(1)">ns</a>',
  '"><img src=x onerror=alert(1)>',
  "'-alert(1)-'",
  '</script><script>alert(1)</script>',
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)}',
];

/**
 * Products with every character a URL, a file system or an HTML page trips on, and with the names
 * real agro catalogues have (the old site's addresses of these must keep working).
 * Pairs that differ only by case, or by "/" against "_" or a space, share a code on purpose.
 */
export const awkwardProducts: ReadonlyArray<{ name: string; code: string }> = [
  { name: '20% EC', code: 'EC-20' },
  { name: 'Humic 12% + Fulvic 3%', code: 'HF-123' },
  { name: 'N/P Booster 12/61', code: 'NP-1261' },
  { name: 'N_P Booster 12_61', code: 'NP-1261' },
  { name: 'Emulsifier #12', code: 'EM #12' },
  { name: 'Spray Right? WP', code: 'SR?1' },
  { name: 'Nature’s Neem', code: 'NN-1' },
  { name: 'Amino Grow – 40', code: 'AG–40' },
  { name: 'Amino Grow — 40', code: 'AG—40' },
  { name: 'Sorbitan Ester "S-80"', code: 'S-80' },
  { name: 'Floor Cleaner 1:10', code: 'FC 1:10' },
  { name: 'Humic Gold', code: 'HG-1' },
  { name: 'HUMIC GOLD', code: 'HG-1' },
  { name: 'Case Pair Wetter', code: '' },
  { name: 'case pair wetter', code: '' },
  { name: 'Underscore_Twin Name', code: '' },
  { name: 'Underscore Twin Name', code: '' },
  { name: 'Slash/Twin', code: 'ST-1' },
  { name: 'Slash_Twin', code: 'ST-1' },
  { name: '50% EC / Emulsifier', code: '' },
  { name: 'Neem & Karanj (Blend) + 2%', code: 'NK (B) 2%' },
  { name: 'C# Grade? #1', code: '' },
  { name: "Farmer's Choice 10'", code: "FC'10" },
  { name: 'Über-Wetter café', code: 'ÜW-1' },
  { name: 'नीम तेल 1500 ppm', code: 'नीम-1500' },
  { name: 'Tilde~Under_score', code: '~_~' },
  { name: '..', code: '' },
  { name: '...', code: 'DOTS-3' },
  { name: 'Script </script><img src=x onerror=alert(1)>', code: 'XSS/1' },
  { name: 'Back\\slash', code: 'B\\1' },
  { name: 'Quote "Double" <b>bold</b>', code: '' },
  { name: 'Percent %2F %25 encoded', code: '%25' },
  { name: 'زيت النيم العربي', code: '' },
  { name: 'Emoji 🌱 Grow 💧', code: '🌱-1' },
  { name: 'Zero\u200bWidth\u200dJoin', code: '' },
  { name: 'Tab\tand  double  space', code: '' },
  { name: 'javascript:alert(1)', code: '' },
  { name: '{{constructor}} ${7*7}', code: '' },
  { name: 'Ampersand &amp; entity &lt;', code: '' },
  { name: 'A'.repeat(120), code: '' },
  // Exactly 250 characters: with ".html" the longest name a file can carry.
  { name: `Long Name ${'Wetting Spreader Sticker '.repeat(10)}`.slice(0, 250), code: 'LN-250' },
  // Longer than a file name may be (255 bytes) once written as a path segment.
  {
    name: 'ऑर्थोसिलिसिक एसिड आधारित पौध पोषक तत्व जो धान गन्ना और फल वृक्षों में उपयोग होता है और मिट्टी की उर्वरता बढ़ाता है',
    code: '',
  },
  { name: '(Bracketed) Name', code: '(1)' },
  { name: "It's 'Quoted'", code: '' },
  { name: 'Star * Pipe | Caret ^', code: '' },
  { name: 'Angle <Brackets> & [Square]', code: '[1]' },
  { name: 'Semi; Colon, Equals = At @', code: '@1' },
  { name: 'Dollar $ Plus + Comma ,', code: '$1' },
  { name: 'Backtick ` Brace {x}', code: '' },
  { name: 'Exclaim! Wow!', code: '!1' },
  { name: 'Mixed नीम Neem 🌿', code: 'MX-1' },
  { name: 'Français Agréé Qualité', code: 'FR-1' },
  { name: 'Ñandú Señor', code: '' },
  { name: 'Ελληνικά Λάδι', code: '' },
  { name: '日本語の名前', code: 'JP-1' },
  { name: 'Ноль Точка', code: '' },
  { name: 'Trailing dot.', code: '' },
  { name: '.hidden start', code: '' },
  { name: 'Percent Literal 100%', code: '100%' },
  { name: 'Plus+Plus', code: '' },
  { name: 'Hash#Tag', code: '' },
  { name: 'Question?Mark', code: '' },
  { name: 'Colon: Start', code: '' },
  { name: 'Ellipsis… Unicode', code: '' },
  { name: 'Fancy “Quotes” ‘Single’', code: '' },
  { name: 'Degree 25°C Stable', code: '25°C' },
  { name: 'Micro µ Gram', code: '' },
  { name: 'Ratio 1:1 (w/w)', code: 'R 1:1' },
];

/** The awkward product names alone. */
export const awkwardNames: readonly string[] = awkwardProducts.map((product) => product.name);

const titleCaseVariant = (name: string) => name.toUpperCase();

/** GetAllProduct: the seed plus every kind of broken and awkward record. */
export function createHostileCatalogue(seed: Seed): Record<string, unknown> {
  const [first, second] = seed.products;
  const category = seed.categories[0] ?? { _id: 'c1', Name: 'Fertilizers' };
  const awkwardCategory = { _id: 'awkward-category', Name: 'Agro / Pest & Co. 100% <i>New</i>' };
  const awkwardSubCategory = { _id: 'awkward-sub', Name: 'Sub "Quoted" ~ #1' };
  const percentCategory = { _id: 'percent-category', Name: 'Humic & Fulvic: 12% + 3%' };
  const questionSubCategory = { _id: 'question-sub', Name: 'Spray? Right — “WP” 2' };
  const awkward = awkwardProducts.map(({ name, code }, index) => ({
    ...first,
    _id: `awkward-${index}`,
    Name: name,
    ProductCode: code,
    description: `${xssPayloads[index % xssPayloads.length]} Description of ${name}.`,
    General_Features: [xssPayloads[(index + 1) % xssPayloads.length], 'A plain feature'],
    Instructions: [xssPayloads[(index + 2) % xssPayloads.length]],
    // Two in three sit in categories and sub-categories with awkward names of their own.
    ...(index % 3 === 0 ? { Categories: awkwardCategory, SubCategories: awkwardSubCategory } : {}),
    ...(index % 3 === 1 ? { Categories: percentCategory, SubCategories: questionSubCategory } : {}),
  }));
  // The same categories as the seed's, typed with a double space: the same pages, other old addresses.
  const spaced = (ref: { _id: string; Name: string }) => ({
    _id: `${ref._id}-spaced`,
    Name: ref.Name.replace(' ', '  '),
  });
  const variants = seed.categories.slice(0, 2).map(spaced);
  const subVariants = seed.subCategories.slice(0, 2).map(spaced);
  return {
    status: true,
    message: 'Products fetched',
    categories: [
      ...seed.categories,
      awkwardCategory,
      percentCategory,
      ...variants,
      { _id: 'dup', Name: category.Name },
      { Name: '' },
      {},
      null,
    ],
    subCategories: [
      ...seed.subCategories,
      awkwardSubCategory,
      questionSubCategory,
      ...subVariants,
      { _id: 42 },
      { Name: ['x'] },
    ],
    products: [
      ...seed.products,
      ...awkward,
      { ...first, _id: 'dup-1' },
      { ...second, _id: 'dup-2', ProductCode: second?.ProductCode ?? '' },
      { ...first, _id: 'dup-3', Name: first ? titleCaseVariant(first.Name) : 'UPPER' },
      { ...first, _id: 'no-name', Name: undefined },
      { ...first, _id: 'blank-name', Name: '   ' },
      { ...first, _id: 'number-features', General_Features: 7, Name: 'Numeric Features Product' },
      { ...first, _id: 'null-category', Name: 'Orphan Product', Categories: null },
      { ...first, _id: 'wrong-category', Name: 'Wrong Category Product', Categories: 12 },
      { ...first, _id: 'object-name', Name: { en: 'Object Name' } },
      {
        ...first,
        _id: 'array-image',
        Name: 'Odd Image Product',
        Image: [null, 7, '', 'javascript:alert(1)'],
        VideoGuides: 'javascript:alert(1)',
      },
      {},
      null,
      'not a product',
      42,
    ],
  };
}

/** Blog titles the old site's /Blog/{title} addresses must keep answering for. */
export const awkwardBlogTitles: readonly string[] = [
  '20% off? Read this & more',
  'N/P 12/61: what the "ratio" means',
  'नीम का तेल: उपयोग और लाभ',
  'Case Title Post',
  'CASE TITLE POST',
  'Hash # and Slash / in one title',
  "It's ‘quoted’ — and “more”",
];

/** getAllBlogs: a post whose body is every payload, awkward and duplicated titles, broken records. */
export function createHostileBlogs(seed: Seed): Record<string, unknown> {
  const [first] = seed.blogs;
  const image = first?.image ?? '';
  const createdAt = first?.createdAt ?? '2025-01-01T00:00:00.000Z';
  const body = xssPayloads.map((payload) => `<p>Before</p>${payload}<p>After</p>`).join('\n');
  return {
    status: 1,
    message: 'Blogs fetched',
    data: [
      ...seed.blogs,
      {
        _id: 'hostile-blog',
        title: 'Field notes: payloads in a post',
        image,
        description: `<h1>Heading</h1>${body}`,
        createdAt,
      },
      {
        _id: 'hostile-title',
        title: '<img src=x onerror=alert(1)> "Title" & more',
        image: 'javascript:alert(1)',
        description: '<p>Short post.</p>',
        createdAt,
      },
      {
        _id: 'hostile-dup',
        title: first?.title ?? 'Duplicate',
        image,
        description: '<p>Same title again.</p>',
        createdAt,
      },
      {
        _id: 'hostile-date',
        title: 'Post with a broken date',
        image,
        description: '<p>Date is garbage.</p>',
        createdAt: 'yesterday-ish',
      },
      { _id: 'hostile-no-title', image, description: '<p>No title.</p>', createdAt },
      { _id: 'hostile-number-title', title: 12345, image, description: 7, createdAt: 0 },
      ...awkwardBlogTitles.map((title, index) => ({
        _id: `awkward-blog-${index}`,
        title,
        image,
        description: `<p>${title}</p>`,
        createdAt,
      })),
      {},
      null,
    ],
  };
}

/** getAllJobPosts: payloads in text fields, salaries as text, broken records. */
export function createHostileJobs(seed: Seed): Record<string, unknown> {
  const [first] = seed.jobs;
  return {
    status: 1,
    message: 'Job posts fetched',
    data: [
      ...seed.jobs,
      {
        ...first,
        id: 'hostile-job',
        role: 'Chemist <script>window.__xss=1</script>',
        otherDetails: xssPayloads.slice(0, 8).join(' '),
        jobdec: 'javascript:alert(1)',
      },
      {
        ...first,
        id: 'hostile-salary',
        role: 'Sales Executive (text salaries)',
        lowSalary: '₹ 3,00,000',
        highSalary: 'negotiable',
        vacancy: '2',
      },
      { ...first, id: 'hostile-no-role', role: undefined },
      {},
      null,
    ],
  };
}

/** The hostile answer for one endpoint; endpoints without a hostile variant get the catalogue. */
export function createHostileAnswer(endpoint: string, seed: Seed): Record<string, unknown> {
  switch (endpoint.toLowerCase()) {
    case 'getallblogs':
      return createHostileBlogs(seed);
    case 'getalljobposts':
      return createHostileJobs(seed);
    default:
      return createHostileCatalogue(seed);
  }
}
