const catalog = {
  list: {
    metaTitle: 'Shop the collection',
    metaDescription:
      'Abayas, kaftans, jalabiyas, evening and day dresses and co-ord sets, each made to your measurements.',
    eyebrow: 'The collection',
    title: 'Made to measure, chosen by you',
    intro:
      'Every piece is cut to order in our atelier: choose the colour, the fabric and the cut, then your size or your measurements.',
    results_one: '{{count}} piece',
    results_other: '{{count}} pieces',
    resultsFor_one: '{{count}} piece for “{{q}}”',
    resultsFor_other: '{{count}} pieces for “{{q}}”',
    gridLabel: 'Products',
    loading: 'Loading the collection…',
  },
  filters: {
    label: 'Filter the collection',
    categories: 'Category',
    all: 'All pieces',
    search: 'Search',
    searchPlaceholder: 'Search abayas, kaftans, fabrics…',
    searchSubmit: 'Search',
    clearSearch: 'Clear the search',
    sort: 'Sort by',
    sorts: { newest: 'Newest', price_asc: 'Price: low to high', price_desc: 'Price: high to low' },
    clear: 'Clear all filters',
  },
  card: {
    outOfStock: 'Out of stock',
    preOrder: 'Pre-order',
    customizable: 'Customizable',
    colours_one: '{{count}} colour',
    colours_other: '{{count}} colours',
    from: 'From',
    notifyMe: 'Notify me',
    picture: '{{name}} in {{colour}}',
  },
  empty: {
    title: 'No pieces match',
    body: 'Try another word or category, or clear the filters to see the whole collection.',
    clear: 'Clear the filters',
  },
  error: {
    title: 'We could not load the collection',
    retry: 'Try again',
    staleTitle: 'We could not refresh the pieces',
    pricesHidden:
      'Their prices are hidden: they are shown in your currency ({{currency}}) once the pieces are refreshed.',
  },
  pagination: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}}',
    status: 'Page {{page}} of {{pages}}',
  },
  notify: {
    title: 'Tell me when it is back',
    intro:
      '{{name}} is out of stock at the moment. Leave your name and email and we will write to you as soon as it can be ordered again.',
    name: 'Your name',
    email: 'Email',
    submit: 'Notify me',
    submitting: 'Sending…',
    cancel: 'Cancel',
    success: 'Thank you! We will email you when {{name}} is back.',
    nameMin: 'Please enter at least 2 characters',
    nameMax: 'Please keep your name to 50 characters or fewer',
  },
};

export default catalog;
