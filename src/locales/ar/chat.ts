// The chat launcher's words (issue 39): loaded with the launcher, not with every page's first words.
const chat = {
  launcher: 'تحدثي معنا',
  title: 'تحدثي معنا',
  intro: 'اكتبي سؤالكِ، وسيجيبكِ مشغلنا في المحادثة.',
  message: 'رسالتكِ',
  required: 'اكتبي رسالتكِ أولاً.',
  send: 'أرسلي الرسالة',
  sending: 'جارٍ فتح المحادثة…',
  close: 'إغلاق',
  needsConsent:
    'لا تعمل المحادثة إلا إذا سمحتِ بأدوات التجربة (المحادثة وتسجيل الجلسة) في اختياراتكِ للخصوصية. يمكنكِ مراسلتنا على واتساب بدلاً من ذلك.',
  failed: 'تعذّر فتح المحادثة. راسلينا على واتساب بدلاً من ذلك من فضلكِ.',
  whatsapp: 'راسلينا على واتساب',
};

export default chat;
