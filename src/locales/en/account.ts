const account = {
  profile: {
    title: 'My account',
    nav: 'Account',
    myDetails: 'My details',
    myOrders: 'My orders',
    addresses: 'Addresses',
    passwordChange: 'Password change',
    help: 'Help',
    signOut: 'Sign out',
    detailsIntro: 'The details you signed up with.',
    name: 'Name',
    email: 'Email',
    ordersIntro: 'Your orders and their progress will appear here.',
    addressesIntro: 'Your saved delivery addresses will appear here.',
    passwordIntro: 'You will be able to change your password here.',
    helpIntro: 'Questions about an order, sizing or delivery? We are here to help.',
    helpContact: 'Contact us',
    helpFaqs: 'Read the FAQs',
    orderIntro: 'Order {{id}}',
  },
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome back, {{name}}.',
    intro: 'The shop’s admin area. Orders and catalog tools arrive here.',
  },
  plain: {
    cartTitle: 'Your cart',
    cartIntro: 'Pieces you add to your cart appear here.',
    orderSummaryTitle: 'Order summary',
    orderSummaryIntro: 'Order reference {{id}}.',
    browse: 'Browse the collection',
  },
};

export default account;
