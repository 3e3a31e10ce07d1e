/* global window, document, location, MutationObserver, TABLES */
/* Stand-in for a session recorder's script (Microsoft Clarity's https://www.clarity.ms/tag/<id>, or Hotjar's
   https://static.hotjar.com/c/hotjar-<id>.js), for the bench and the journeys only: never shipped. It keeps the
   contract the shop's adapter relies on (src/features/third-parties/recording/recording-provider.ts): it replays
   the calls queued in window.clarity.q or window.hj.q and replaces the queue with a function of its own
   (clarity('stop') / clarity('start'); Hotjar has none), reads window._hjSettings, and honours the providers'
   masks (data-clarity-mask="true", data-hj-suppress): masked text and every field's value are recorded as
   asterisks. Like a real recorder it works as it loads: it snapshots the page, then follows its changes, presses
   and scrolls. What it recorded is in window.__standInRecorder for the journeys to read. */
(function () {
  'use strict';
  var provider = typeof window.clarity === 'function' ? 'clarity' : window._hjSettings ? 'hotjar' : 'clarity';
  var queue = provider === 'clarity' ? window.clarity : window.hj;
  var queued = queue && Array.isArray(queue.q) ? queue.q : [];
  var state = { provider: provider, recording: false, snapshots: [], events: [], stops: 0, starts: 0 };
  window.__standInRecorder = state;

  // Its tables (event names, element roles and their weights, as a real recorder's compressor carries).
  var tables = JSON.parse(TABLES);
  state.tableSize = Object.keys(tables).length;

  var MASKS = '[data-clarity-mask="true"], [data-hj-suppress]';
  function masked(node) {
    var element = node.nodeType === 1 ? node : node.parentElement;
    return Boolean(element && element.closest && element.closest(MASKS));
  }
  function hide(text) {
    return text.replace(/\S/g, '*');
  }
  function serialize(node, depth) {
    if (depth > 60) return null;
    if (node.nodeType === 3) {
      var text = node.nodeValue || '';
      return text.trim() ? { t: masked(node) ? hide(text) : text } : null;
    }
    if (node.nodeType !== 1) return null;
    var tag = node.tagName.toLowerCase();
    if (tag === 'script' || tag === 'style' || tag === 'noscript') return null;
    var out = { n: tag, c: [] };
    if (tag === 'input' || tag === 'textarea' || tag === 'select') out.v = hide(String(node.value || ''));
    for (var child = node.firstChild; child; child = child.nextSibling) {
      var item = serialize(child, depth + 1);
      if (item) out.c.push(item);
    }
    return out;
  }
  function checksum(text) {
    var hash = 2166136261;
    for (var i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    return hash >>> 0;
  }
  function snapshot() {
    var body = JSON.stringify(serialize(document.body, 0));
    state.snapshots.push({
      at: Date.now(),
      path: location.pathname,
      size: body.length,
      sum: checksum(body),
      body: body,
    });
  }

  var observer = new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i += 1) {
      var record = records[i];
      var added = [];
      record.addedNodes.forEach(function (node) {
        var item = serialize(node, 0);
        if (item) added.push(JSON.stringify(item));
      });
      state.events.push({
        type: 'mutation',
        at: Date.now(),
        added: added,
        kind: tables.kinds[record.type] || 0,
      });
    }
  });
  function onPress(event) {
    state.events.push({ type: 'press', at: Date.now(), target: event.target && event.target.tagName });
  }
  function onScroll() {
    state.events.push({ type: 'scroll', at: Date.now(), y: window.scrollY });
  }
  function start() {
    if (state.recording) return;
    state.recording = true;
    state.starts += 1;
    snapshot();
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.addEventListener('pointerdown', onPress, true);
    window.addEventListener('scroll', onScroll, { passive: true });
  }
  function stop() {
    if (!state.recording) return;
    state.recording = false;
    state.stops += 1;
    observer.disconnect();
    document.removeEventListener('pointerdown', onPress, true);
    window.removeEventListener('scroll', onScroll);
  }

  function call(args) {
    var name = args && args[0];
    if (provider === 'clarity' && name === 'stop') stop();
    else if (provider === 'clarity' && name === 'start') start();
  }
  var api = function () {
    call(Array.prototype.slice.call(arguments));
  };
  if (provider === 'clarity') window.clarity = api;
  else window.hj = api;

  function begin() {
    start();
    for (var i = 0; i < queued.length; i += 1) call(Array.prototype.slice.call(queued[i]));
    window.dispatchEvent(new CustomEvent('stand-in:recorder-ready'));
  }
  if (document.body) begin();
  else document.addEventListener('DOMContentLoaded', begin);
})();
