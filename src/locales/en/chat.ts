// The chat launcher's words (issue 39): loaded with the launcher, not with every page's first words.
const chat = {
  launcher: 'Chat with us',
  title: 'Chat with us',
  intro: 'Write your question: our atelier answers in the chat.',
  message: 'Your message',
  required: 'Write your message first.',
  send: 'Send message',
  sending: 'Opening the chat…',
  close: 'Close',
  needsConsent:
    'The chat runs only if you allow the experience tools (the chat and session recording) in your privacy choices. You can write to us on WhatsApp instead.',
  failed: 'The chat could not be opened. Please write to us on WhatsApp instead.',
  whatsapp: 'WhatsApp us',
};

export default chat;
