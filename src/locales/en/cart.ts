// Words of the cart screens (en).
const cart = {
  title: 'Your cart',
  metaDescription: 'The pieces you chose, your home measurement visit and your order summary.',
  loading: 'Loading your cart…',
  count_one: '{{count}} piece',
  count_other: '{{count}} pieces',
  guest: {
    title: 'Sign in to see your cart',
    body: 'Your cart is kept with your account. Sign in or create an account and we will bring you back here.',
    signIn: 'Sign in',
    register: 'Create account',
  },
  empty: {
    title: 'Your cart is empty',
    body: 'Pieces you add from the collection appear here, ready to be tailored for you.',
    browse: 'Browse the collection',
  },
  loadError: {
    title: 'We couldn’t load your cart',
  },
  selection: {
    legend: 'Pieces to order',
    selectAll: 'Select all',
    deselectAll: 'Deselect all',
    selected: '{{count}} of {{total}} selected',
    select: 'Order {{name}}',
  },
  item: {
    colour: 'Colour',
    fabric: 'Fabric',
    measurement: 'Measurement',
    standard: 'Standard size {{size}}',
    custom: 'Custom measurements ({{unit}})',
    home: 'Home measurement',
    unitPrice: 'Price',
    unavailable: 'No longer available',
    unavailableHint: 'This piece can no longer be made as you chose it. Remove it or choose it again.',
    homeAbroad: 'Home measurement: Bahrain only',
    measureAnotherWay: 'Choose another measurement method',
    measureAnotherWayNamed: 'Choose another measurement method for {{name}}',
    view: 'View the piece',
    dimensions: {
      bust: 'Bust',
      underBust: 'Under bust',
      waist: 'Waist',
      hips: 'Hips',
      bodyHeight: 'Height',
      shoulderWidth: 'Shoulders',
    },
    unitShort: { cm: 'cm', in: 'in' },
  },
  unreadable: {
    unnamed: 'A piece we can’t show',
    body: 'We can’t show this piece’s details right now, so it can’t be ordered. You can remove it; the rest of your cart is as you left it.',
  },
  unavailable: {
    notice_one:
      'One piece is no longer available and was taken out of your order. Everything else is as you left it.',
    notice_other:
      '{{count}} pieces are no longer available and were taken out of your order. Everything else is as you left it.',
  },
  homeAbroad: {
    notice_one:
      'Home measurement is offered in Bahrain only, and you are shopping in {{country}}: the piece measured at home was taken out of your order. Choose another measurement method for it, or come back to Bahrain.',
    notice_other:
      'Home measurement is offered in Bahrain only, and you are shopping in {{country}}: {{count}} pieces measured at home were taken out of your order. Choose another measurement method for them, or come back to Bahrain.',
    refused_one:
      'Home measurement is offered in Bahrain only: the piece measured at home was taken out of your order. Choose another measurement method for it.',
    refused_other:
      'Home measurement is offered in Bahrain only: {{count}} pieces measured at home were taken out of your order. Choose another measurement method for them.',
    backToBahrain: 'Shop in Bahrain',
  },
  remove: {
    label: 'Remove',
    labelNamed: 'Remove {{name}}',
    failed: 'We couldn’t remove the piece. It is back in your cart.',
    failedNamed: 'We couldn’t remove {{name}}. It is back in your cart.',
  },
  visit: {
    title: 'Home measurement visit',
    intro:
      'Our fitter comes to your home in Bahrain to take your measurements, Saturday to Thursday. Choose a day and a time.',
    dateLegend: 'Day of the visit',
    tomorrow: 'Tomorrow',
    dayAfterTomorrow: 'The day after tomorrow',
    custom: 'Another date',
    customLabel: 'Date of the visit',
    timeLegend: 'Time of day',
    morning: 'Morning',
    afternoon: 'Afternoon',
    night: 'Evening',
    dateRequired: 'Choose the day of the visit.',
    datePast: 'Choose a date from tomorrow on.',
    dateInvalid: 'Enter a valid date.',
    timeRequired: 'Choose the time of the visit.',
    closedFriday: 'Closed on Fridays',
    dateFriday: 'We do not visit on Fridays. Choose another day.',
  },
  gift: {
    label: 'Gift note (optional)',
    hint: 'We print it on a card in the package.',
    counter: '{{count}} / {{max}}',
    tooLong: 'A gift note can be at most {{max}} characters.',
  },
  promo: {
    label: 'Promo code',
    apply: 'Apply',
    applying: 'Applying…',
    required: 'Please enter a promo code before applying',
    tooLong: 'A promo code is at most {{max}} characters.',
    nothingSelected: 'Select at least one piece to apply a code.',
    notApplied: 'This code could not be applied to your order.',
    applied: 'Code {{code}} applied',
    saving: 'You save {{amount}}',
    remove: 'Remove',
    removeNamed: 'Remove code {{code}}',
  },
  summary: {
    title: 'Order summary',
    updating: 'Updating…',
    nothingSelected: 'Select the pieces you want to order.',
    error: 'We couldn’t calculate your total.',
    retry: 'Try again',
  },
  checkout: {
    submit: 'Checkout',
    nothingSelected: 'Select at least one piece to continue.',
    visitMissing: 'Choose the day and time of your home measurement visit to continue.',
    giftTooLong: 'Shorten your gift note to continue.',
  },
};

export default cart;
