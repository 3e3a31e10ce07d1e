// The shop's own pages: home, how it works, how to measure, size guide and chart, FAQs, about, contact,
// privacy, terms and not found. Fees are interpolated ({{fee}}) so they are formatted as money.
const content = {
  shared: {
    shopNow: 'Shop the collection',
    howItWorks: 'See how it works',
    contactUs: 'Contact us',
    sizeChart: 'Size chart',
    howToMeasure: 'How to measure',
    newTab: '(opens in a new tab)',
    lastUpdated: 'Last updated {{date}}',
    onThisPage: 'On this page',
  },
  howItWorks: {
    metaTitle: 'How it works',
    metaDescription:
      'From choosing a style to delivery at your door: how Tafseel makes each abaya, kaftan and dress to your measurements, and the three ways to give us your size.',
    eyebrow: 'How it works',
    title: 'From your choice to your wardrobe',
    intro:
      'Every Tafseel piece is made after you order it. Here is the whole journey, and what happens at each step.',
    journeyTitle: 'The journey of your order',
    j1Title: 'Choose your style',
    j1Body: 'Browse the collection and open any piece to see its fabrics, colours and details.',
    j2Title: 'Make it yours',
    j2Body:
      'Pick the fabric and colour, then the cut: sleeve, neckline, length. The price updates as you choose.',
    j3Title: 'Give us your measurements',
    j3Body:
      'Choose one of the three measurement methods below. You can mix methods across the pieces in one order.',
    j4Title: 'Pay securely',
    j4Body:
      'Pay in full by debit or credit card when you place the order. Once placed, an order goes straight to our cutting table, so it can no longer be changed or cancelled.',
    j5Title: 'We tailor your piece',
    j5Body:
      'Our tailors in Manama cut and sew it by hand and check it against your measurements before it leaves the atelier.',
    j6Title: 'Delivered to your door',
    j6Body:
      'Custom orders are ready and on their way in up to 10 days. Delivery is free in Bahrain; elsewhere in the Gulf a flat fee applies per order.',
    methodsTitle: 'Three ways to give us your size',
    methodsIntro:
      'Choose the one you are most comfortable with. Each piece in your cart can use a different method.',
    standardTitle: 'Standard size',
    standardBody: 'Choose from XS to XXL using our size chart. The quickest option, and no extra fee.',
    standardFee: 'No extra fee',
    customTitle: 'Your own measurements',
    customBody:
      'Enter six body measurements in centimetres or inches. Our guide shows you how to take each one.',
    customFee: '{{fee}} per piece',
    homeTitle: 'Home measurement',
    homeBody:
      'Our tailor visits you at home and measures you, any day but Friday. Choose a day and a time of day in your cart.',
    homeFee: '{{fee}} per order · Bahrain only',
    customStyleNote:
      'Pieces you customize (sleeve, neckline, length and other details) carry a styling fee of {{fee}} per piece.',
    ctaTitle: 'Ready to begin?',
    ctaBody: 'Find the piece you have been imagining and we will make it for you.',
  },
  howToMeasure: {
    metaTitle: 'How to measure yourself',
    metaDescription:
      'Take your six body measurements — bust, under bust, waist, hips, shoulder width and height — with a drawn guide for each, in centimetres or inches.',
    eyebrow: 'Measurement guide',
    title: 'How to take your measurements',
    intro:
      'Five minutes, a soft tape measure and a mirror, or a friend to help. Here is how to take each of the six measurements we tailor to.',
    beforeTitle: 'Before you start',
    before1: 'Use a soft tailor’s tape, not a metal one.',
    before2: 'Wear light, fitted clothing or your usual undergarments.',
    before3: 'Stand straight and relaxed, feet together, breathing normally.',
    before4: 'Keep the tape level and snug, but never tight.',
    unitsTitle: 'Centimetres or inches',
    unitsBody:
      'Our form takes either. Measure to the nearest half centimetre (or quarter inch). 1 inch = 2.54 cm.',
    diagram: 'Diagram: where to measure your {{name}}',
    record: 'Record to the nearest {{cm}} or {{inch}}',
    typical: 'Our size range: {{cm}} ({{inch}})',
    tip: 'Tip',
    bustName: 'Bust',
    bustHow:
      'Wrap the tape around the fullest part of your bust, under your arms and across your shoulder blades.',
    bustTip: 'Wear the bra you plan to wear with the piece.',
    underBustName: 'Under bust',
    underBustHow:
      'Measure directly under your bust, where a bra band sits, keeping the tape level all the way round.',
    underBustTip: 'Breathe out normally before you read the tape.',
    waistName: 'Waist',
    waistHow:
      'Find your natural waist, the narrowest part of your torso just above the belly button, and measure around it.',
    waistTip: 'Bend to one side: the crease that forms is your natural waist.',
    hipsName: 'Hips',
    hipsHow: 'Stand with your feet together and measure around the fullest part of your hips and seat.',
    hipsTip: 'Check in a mirror that the tape is level at the back.',
    shoulderName: 'Shoulder width',
    shoulderHow:
      'Measure across your back from the edge of one shoulder to the edge of the other, where a seam would sit.',
    shoulderTip: 'This one is much easier with a friend holding the tape.',
    heightName: 'Body height',
    heightHow:
      'Stand barefoot against a wall, heels touching it, and measure from the floor to the top of your head.',
    heightTip: 'Rest a book flat on your head and mark the wall beneath it.',
    helpTitle: 'Rather leave it to a professional?',
    helpBody: 'In Bahrain our tailor can visit you at home and take every measurement for you.',
  },
  sizeGuide: {
    metaTitle: 'Size guide — Finding your perfect fit',
    metaDescription:
      'Find your Tafseel size: our size chart from XS to XXL, custom measurements, home measurement in Bahrain and fit tips for regular, slim and relaxed cuts.',
    banner: 'Size Guide',
    title: 'Finding Your Perfect Fit',
    intro:
      'Everything you need to choose with confidence, whether you pick a standard size or have a piece made to your measurements.',
    beliefTitle: 'Every body is beautiful',
    beliefBody:
      'We believe clothes should fit the woman wearing them, not the other way round. That is why every Tafseel piece can be cut to your own measurements, and why our standard sizes are drafted on real bodies, not a single mannequin.',
    rangeTitle: 'A broad size range',
    rangeBody:
      'Our standard sizes run from XS to XXL, covering bust measurements from 79 to 117 cm (31 to 46 in). If you sit between sizes, or outside the chart, custom measurements are made for you.',
    chartTitle: 'Size chart',
    chartBody:
      'Measurements are of the body, not the garment. Our patterns already include the ease each cut needs.',
    chartLink: 'Open the size chart on its own page',
    customTitle: 'Custom measurements',
    customBody:
      'Prefer a piece made exactly to you? Choose “custom size” on any product and enter your bust, under bust, waist, hips, shoulder width and height, in centimetres or inches.',
    customFee: 'Custom size: {{fee}} per piece.',
    customLink: 'Read our step-by-step measuring guide',
    homeTitle: 'Home measurement service',
    homeBody:
      'Let our tailor measure you in the comfort of your home. It takes about 20 minutes, and every measurement is taken for you.',
    homeHowTitle: 'How to request it',
    homeHow1: 'Choose “home measurement” on the product page.',
    homeHow2:
      'In your cart, pick tomorrow, the day after, or a date that suits you (we do not visit on Fridays).',
    homeHow3: 'Choose morning, afternoon or evening. We confirm the visit by phone.',
    homeAvailabilityTitle: 'Availability',
    homeAvailability: 'Available in Bahrain only. One visit covers every piece in the order, for {{fee}}.',
    fitTitle: 'Fit tips',
    fitIntro: 'Each piece lists its cut. Here is what each one means for the size you choose.',
    fitRegularTitle: 'Regular fit',
    fitRegularBody: 'Follows the body with comfortable room to move. Choose your usual size.',
    fitSlimTitle: 'Slim fit',
    fitSlimBody: 'Closer to the body through the bust and waist. Between sizes? Go one size up.',
    fitRelaxedTitle: 'Relaxed fit',
    fitRelaxedBody: 'Generous and flowing, made to drape. Between sizes? Your smaller size will do.',
    helpTitle: 'Need help?',
    helpBody:
      'Not sure which size or method is right for you? Our team will gladly help you choose, in English or Arabic.',
    helpCta: 'Contact us',
    helpWhatsapp: 'Call or WhatsApp',
  },
  sizeChart: {
    metaTitle: 'Size chart',
    metaDescription:
      'The Tafseel size chart: bust, waist and hip measurements for sizes XS to XXL, in inches and centimetres.',
    title: 'Size chart',
    intro: 'Body measurements for each standard size, in inches and centimetres.',
    caption: 'Body measurements by size, in inches and centimetres',
    size: 'Size',
    bust: 'Bust',
    waist: 'Waist',
    hips: 'Hips',
    inches: 'in',
    cm: 'cm',
    inchesLong: 'inches',
    cmLong: 'centimetres',
  },
  faqs: {
    metaTitle: 'Frequently asked questions',
    metaDescription:
      'Answers about Tafseel orders: making times, returns, payment, home measurement in Bahrain, delivery fees, countries, currencies and sizes.',
    eyebrow: 'Help',
    title: 'Frequently asked questions',
    intro: 'The answers shoppers most often ask us for. Can’t find yours? We are a message away.',
    q1: 'How long does a custom order take?',
    a1: 'Custom pieces are made to order and take up to 10 days from the day you order until they are ready and on their way to you.',
    q2: 'Can I return a ready-made piece?',
    a2: 'Yes. Ready-made pieces can be returned within 14 days of delivery, unworn and with their tags on.',
    q3: 'What if my custom piece arrives with a defect?',
    a3: 'Pieces made to your measurements cannot be returned, but if one arrives with a defect, tell us within 7 days of delivery and we will put it right.',
    q4: 'How do I pay?',
    a4: 'By debit or credit card, in full, when you place your order. Payment is handled on our payment provider’s secure page.',
    q5: 'Can I change or cancel my order?',
    a5: 'Once an order is placed it goes straight to our cutting table, so it can no longer be changed or cancelled. Please check your choices and measurements before you pay.',
    q6: 'Do you offer home measurement?',
    a6: 'Yes, in Bahrain only. Our tailor visits you at home, on a day (Saturday to Thursday) and at a time of day you choose in your cart. The fee is {{fee}} per order, whatever the number of pieces.',
    q7: 'How much does delivery cost?',
    a7: 'Delivery is free in Bahrain. Elsewhere in the Gulf a flat fee of {{fee}} per order applies, shown in your own currency at checkout.',
    q8: 'Which countries do you deliver to, and in which currency do I pay?',
    a8: 'We deliver to six countries, and prices are shown in the currency of the country you choose: Bahrain (BHD), Saudi Arabia (SAR), the United Arab Emirates (AED), Kuwait (KWD), Qatar (QAR) and Oman (OMR).',
    q9: 'Which sizes do you make?',
    a9: 'Our standard sizes run from XS to XXL. If you are between sizes or outside the chart, choose custom measurements and we will cut the piece to you.',
    q10: 'How do I take my measurements?',
    a10: 'With a soft tape measure, in five minutes. Our measuring guide shows where to place the tape for each of the six measurements, with a diagram for each.',
    a10Link: 'Open the measuring guide',
    q11: 'Is there a fee for custom sizes or styling?',
    a11: 'A custom size costs {{customSize}} per piece, and customizing a piece’s style (sleeve, neckline, length and other details) costs {{customStyle}} per piece.',
    q12: 'Which measurement option should I choose?',
    a12: 'A standard size is quickest. Your own measurements give the closest fit. Home measurement, in Bahrain, means a professional does it for you.',
    stillTitle: 'Still have a question?',
    stillBody: 'Write to us and a member of our team will answer within one working day.',
  },
  about: {
    metaTitle: 'About us',
    metaDescription:
      'Tafseel is a made-to-measure atelier in Adliya, Manama, cutting abayas, kaftans and dresses to each woman’s measurements and delivering across the Gulf.',
    eyebrow: 'About Tafseel',
    title: 'An atelier in Manama, tailoring for the whole Gulf',
    intro:
      'Tafseel means “tailoring” in Arabic, and also “detail”. Both are the heart of what we do: pieces cut for one woman at a time, finished with care down to the last stitch.',
    storyTitle: 'Our story',
    storyBody1:
      'We began in a small workroom in Adliya with a simple frustration: beautiful abayas and kaftans that never quite fitted. Too long in the sleeve, too tight across the shoulders, too wide at the waist.',
    storyBody2:
      'So we started making them the way our grandmothers’ tailors did — from the woman’s own measurements — and brought that craft online, so that a woman in Riyadh, Doha or Muscat can have a piece made for her as easily as one in Manama.',
    valuesTitle: 'What we stand for',
    value1Title: 'Fit before fashion',
    value1Body:
      'A beautiful design only matters if it fits you. Every pattern we draft starts from real measurements.',
    value2Title: 'Made, not mass-produced',
    value2Body: 'Nothing is cut until you order it. No overstock, no waste, just your piece.',
    value3Title: 'Honest and clear',
    value3Body: 'Fees and timings are always shown before you pay: no surprises at your door.',
    visitTitle: 'Visit the atelier',
    visitBody:
      'Building 12, Road 3803, Block 338, Adliya, Manama, Bahrain. Open Saturday to Thursday, 10:00 to 20:00.',
  },
  contact: {
    metaTitle: 'Contact us',
    metaDescription:
      'Contact Tafseel: email care@tafseel.example, WhatsApp +973\u00a01700\u00a00000, or visit our atelier in Adliya, Manama, Saturday to Thursday, 10:00 to 20:00.',
    eyebrow: 'We are here to help',
    title: 'Contact us',
    intro:
      'A question about sizing, an order or a piece you have in mind? Write to us, message us on WhatsApp, or visit the atelier.',
    detailsTitle: 'Our details',
    email: 'Email',
    phone: 'Phone and WhatsApp',
    address: 'Atelier',
    addressValue: 'Building 12, Road 3803, Block 338, Adliya, Manama, Bahrain',
    hours: 'Opening hours',
    hoursValue: 'Saturday to Thursday, 10:00 – 20:00',
    hoursClosed: 'Closed on Fridays',
    formTitle: 'Send us a message',
    formIntro: 'We answer every message within one working day.',
    name: 'Your name',
    emailLabel: 'Email',
    message: 'Message',
    messageHint: 'Tell us how we can help, and include your order number if you have one.',
    submit: 'Send message',
    submitting: 'Sending…',
    sent: 'Message sent successfully',
    sentBody: 'Thank you for writing to us. We will answer at {{email}} within one working day.',
    another: 'Send another message',
    nameMin: 'Please enter at least 3 characters',
    messageMin: 'Please write at least 10 characters',
    messageMax: 'Please keep your message under 2000 characters',
  },
  privacy: {
    metaTitle: 'Privacy policy',
    metaDescription:
      'How Tafseel collects, uses and protects your personal data, including your measurements, and the choices you have.',
    title: 'Privacy policy',
    intro:
      'Your measurements are personal. This policy explains what we collect, why, and how we keep it safe.',
    s1Title: 'What we collect',
    s1Body:
      'Your name, email, country and date of birth when you create an account; your delivery addresses; the body measurements you give us or that our tailor takes; your orders; and messages you send us.',
    s2Title: 'Why we use it',
    s2Body:
      'To make and deliver your pieces, to show prices in your currency, to answer your questions, and to keep your account secure. We never sell your data.',
    s3Title: 'Your measurements',
    s3Body:
      'Measurements are used only to tailor your pieces. They are seen by our tailors and by no one else, and you can ask us to delete them at any time.',
    s4Title: 'Payments',
    s4Body:
      'Card payments are processed by our payment provider on its own secure page. We never see or store your full card number.',
    s5Title: 'Cookies and analytics',
    s5Body:
      'We use the browser storage the shop needs to work (your language, country, sign-in and cart) and privacy-respecting analytics to understand how the shop is used.',
    s6Title: 'Your rights',
    s6Body:
      'You may ask to see, correct or delete your personal data at any time. Write to care@tafseel.example and we will answer within 30 days.',
    s7Title: 'Contact',
    s7Body:
      'Tafseel, Building 12, Road 3803, Block 338, Adliya, Manama, Bahrain · care@tafseel.example · +973\u00a01700\u00a00000.',
  },
  terms: {
    metaTitle: 'Terms and conditions',
    metaDescription:
      'The terms of shopping at Tafseel: orders, payment, making times, delivery, returns of ready-made pieces and defects in custom pieces.',
    title: 'Terms and conditions',
    lastUpdatedDate: 'January 20, 2025',
    intro:
      'Please read these terms before you order. By using the shop or placing an order you agree to them.',
    s1Title: 'Who may use the shop',
    s1Body:
      'You must be at least 14 years old to use the shop, or have the permission of a parent or guardian. To create an account our sign-up form asks that you are 16 or older.',
    s2Title: 'Orders',
    s2Body:
      'Each piece is made for you after you order it. Once an order is placed it goes to our cutting table and can no longer be changed or cancelled, so please check your choices and measurements before you pay.',
    s3Title: 'Prices and payment',
    s3Body:
      'Prices are shown in the currency of the country you choose. Payment is taken in full by debit or credit card when you place your order. Fees for custom sizes, custom styling, home measurement and delivery are shown before you pay.',
    s4Title: 'Measurements',
    s4Body:
      'When you give us your own measurements, we tailor your piece to them exactly. Please take them carefully using our guide. Home measurement is available in Bahrain only.',
    s5Title: 'Making time and delivery',
    s5Body:
      'Custom orders take up to 10 days to make. Delivery is free in Bahrain; outside Bahrain a delivery fee applies per order.',
    s6Title: 'Returns and defects',
    s6Body:
      'Ready-made pieces may be returned within 14 days of delivery, unworn and with their tags. Pieces made to measure cannot be returned, but a defect must be reported to us within 7 days of delivery and we will repair or remake the piece.',
    s7Title: 'Contact',
    s7Body: 'Questions about these terms? Write to care@tafseel.example or call +973\u00a01700\u00a00000.',
  },
  notFound: {
    metaTitle: 'Page not found',
    metaDescription:
      'The page you were looking for could not be found. Return to the Tafseel home page or browse the collection.',
    code: '404',
    title: 'We couldn’t find that page',
    body: 'The page may have moved, or the link may be mistyped. Let’s get you back to something beautiful.',
    home: 'Back to home',
    shop: 'Browse the collection',
    help: 'Looking for help? Read the FAQs or contact us.',
  },
};

export default content;
