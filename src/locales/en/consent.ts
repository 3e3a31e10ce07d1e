// Her consent to the optional third parties (issue 39): the bar, the settings dialog. Loads with them, only in a
// shop that has an optional third party configured.
const consent = {
  bar: {
    label: 'Cookie consent',
    text: 'With your consent we use cookies for analytics, chat and session recording.',
    acceptAll: 'Accept all',
    necessaryOnly: 'Necessary only',
    choose: 'Choose',
  },
  dialog: {
    title: 'Cookie settings',
    intro:
      'What the shop needs to work (your cart, sign-in and language) is always on. Choose what else may run:',
    analytics: 'Analytics',
    analyticsHint: 'Counts which pages are visited, without your details, so we can improve the shop.',
    experience: 'Chat and session recording',
    experienceHint:
      'A chat with our team, and recordings of visits with every field hidden, so we can fix what gets in your way.',
    privacy: 'Privacy policy',
    save: 'Save my choices',
  },
};

export default consent;
