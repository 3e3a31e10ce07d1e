/* global window, document, PHRASES, STYLES */
/* Stand-in for Crisp's chat script (https://client.crisp.chat/l.js), for the bench and the journeys only: never
   shipped. It keeps Crisp's contract the shop's adapter relies on (src/features/third-parties/chat/chat-provider.ts):
   it reads window.CRISP_WEBSITE_ID, replays the commands queued in window.$crisp, then replaces it with an object
   whose push runs them ('do' chat:show / chat:hide / chat:open / message:send, 'on' chat:closed). Like the real
   one it does work as it loads: it reads its phrase book for every language and builds its chatbox. What she sent
   is kept in window.__standInChat.messages for the journeys to read. */
(function () {
  'use strict';
  var queued = Array.isArray(window.$crisp) ? window.$crisp : [];
  var state = {
    websiteId: window.CRISP_WEBSITE_ID || null,
    messages: [],
    visible: true,
    open: false,
    handlers: {},
    loadedAt: Date.now(),
  };
  window.__standInChat = state;

  // Its phrase book (the real widget ships one for each of its languages): parsed and indexed as it loads.
  var phrases = JSON.parse(PHRASES);
  var index = Object.create(null);
  Object.keys(phrases).forEach(function (lang) {
    var book = phrases[lang];
    Object.keys(book).forEach(function (key) {
      var words = book[key].split(' ');
      for (var i = 0; i < words.length; i += 1) {
        var word = words[i].toLowerCase();
        (index[word] || (index[word] = [])).push(lang + ':' + key);
      }
    });
  });
  state.phraseCount = Object.keys(index).length;
  var lang = (document.documentElement.lang || 'en').slice(0, 2);
  var book = phrases[lang] || phrases.en;

  // Its chatbox, in a shadow root of its own (hidden until opened).
  var host = document.createElement('div');
  host.setAttribute('data-stand-in-chat', '');
  host.style.cssText = 'position:fixed;inset-inline-end:16px;bottom:16px;z-index:2147483000;display:none';
  var root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
  var style = document.createElement('style');
  style.textContent = STYLES;
  root.appendChild(style);
  var box = document.createElement('section');
  box.className = 'box';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', book.title || 'Chat');
  var list = document.createElement('ol');
  list.className = 'messages';
  var close = document.createElement('button');
  close.type = 'button';
  close.className = 'close';
  close.textContent = book.close || 'Close';
  close.addEventListener('click', function () {
    state.open = false;
    render();
    (state.handlers['chat:closed'] || []).forEach(function (handler) {
      handler();
    });
  });
  box.appendChild(close);
  box.appendChild(list);
  root.appendChild(box);

  function render() {
    host.style.display = state.visible && state.open ? 'block' : 'none';
    while (list.firstChild) list.removeChild(list.firstChild);
    state.messages.forEach(function (text) {
      var item = document.createElement('li');
      item.textContent = text;
      list.appendChild(item);
    });
  }

  function run(command) {
    if (!Array.isArray(command)) return;
    var verb = command[0];
    var name = command[1];
    if (verb === 'on' && typeof command[2] === 'function') {
      (state.handlers[name] || (state.handlers[name] = [])).push(command[2]);
    } else if (verb === 'do') {
      if (name === 'chat:show') state.visible = true;
      else if (name === 'chat:hide') state.visible = false;
      else if (name === 'chat:open') state.open = true;
      else if (name === 'chat:close') state.open = false;
      else if (name === 'message:send' && Array.isArray(command[2]) && command[2][0] === 'text')
        state.messages.push(String(command[2][1]));
      render();
    }
  }

  function start() {
    if (!host.isConnected) document.body.appendChild(host);
    queued.forEach(run);
    window.$crisp = {
      push: function (command) {
        run(command);
        return 1;
      },
      is: function (what) {
        return what === 'chat:opened' ? state.open : what === 'chat:visible' ? state.visible : false;
      },
    };
    window.dispatchEvent(new CustomEvent('stand-in:chat-ready'));
  }
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
})();
