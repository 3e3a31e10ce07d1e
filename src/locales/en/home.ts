// The home page's words: a namespace of their own, so the first page loads only these (docs/decisions/0014).
const home = {
  home: {
    eyebrow: 'Made to measure in Manama',
    title: 'Clothes cut for you, not for a size label',
    intro:
      'Choose a style, pick your fabric and colour, and our tailors in Adliya make it to your measurements — then deliver it to your door anywhere in the Gulf.',
    ctaShop: 'Shop the collection',
    ctaHow: 'How it works',
    promise1: 'Tailored in Bahrain',
    promise2: 'Ready in up to 10 days',
    promise3: 'Delivered across the Gulf',
    heroCard: 'Every piece is cut by hand, one at a time, from the measurements you give us.',
    stepsTitle: 'Three steps to a piece that fits',
    stepsIntro: 'No fitting rooms, no compromises. Here is how an order comes to life.',
    step1Title: 'Design',
    step1Body: 'Pick a style and make it yours: fabric, colour, sleeves, neckline and length.',
    step2Title: 'Get measured',
    step2Body:
      'Choose a standard size, enter your own measurements, or book our tailor to visit you at home in Bahrain.',
    step3Title: 'Tailored and delivered',
    step3Body: 'We cut and sew your piece in our atelier and deliver it to your door in up to 10 days.',
    stepLabel: 'Step {{number}}',
    featuredTitle: 'New in the atelier',
    featuredIntro: 'A few of the pieces our tailors are cutting this season.',
    featuredAll: 'View all pieces',
    featuredLoading: 'Loading featured pieces',
    featuredError: 'We couldn’t load the featured pieces just now.',
    featuredEmpty: 'New pieces are on the way. In the meantime, browse the full collection.',
    retry: 'Try again',
    homeTitle: 'Home measurement in Bahrain',
    homeBody:
      'Prefer to be measured by a professional? Our tailor visits you at home anywhere in Bahrain, at a time that suits you, and takes every measurement your piece needs.',
    homeFee: 'One visit per order: {{fee}}',
    homeCta: 'How home measurement works',
    deliveryTitle: 'Made for you in up to 10 days',
    deliveryBody:
      'Custom orders are cut, sewn and finished within 10 days, then delivered across Bahrain, Saudi Arabia, the UAE, Kuwait, Qatar and Oman.',
    deliveryFee: 'Free delivery in Bahrain · {{fee}} per order elsewhere in the Gulf',
    deliveryCta: 'Read the FAQs',
  },
};

export default home;
