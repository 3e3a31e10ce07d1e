/**
 * An inline script, first in the page's <head> (start-up/head-scripts.tsx): where the browser will not even hand out
 * `window.sessionStorage` (reading it throws a SecurityError when she has blocked site data, in Chrome and
 * Firefox), the page gets an in-memory stand-in for the visit.
 *
 * Why: React Router's <ScrollRestoration> writes an inline script that reads session storage inside a try and,
 * in its catch, calls `sessionStorage.removeItem` unguarded; with storage blocked that second access throws too,
 * an uncaught error on every page before the shop's own code runs (docs/decisions/0021). Our own storage module
 * (src/lib/storage.ts) guards every access already and needs none of this. Only the blocked case is taken over:
 * a storage that exists but refuses writes (a full quota, Safari's private mode) is left as it is.
 */
export const sessionStorageGuardScript = `(function(){try{window.sessionStorage}catch(e){try{var d=Object.create(null),s={getItem:function(k){k=String(k);return k in d?d[k]:null},setItem:function(k,v){d[String(k)]=String(v)},removeItem:function(k){delete d[String(k)]},clear:function(){d=Object.create(null)},key:function(i){var x=Object.keys(d);return i>=0&&i<x.length?x[i]:null}};Object.defineProperty(s,'length',{get:function(){return Object.keys(d).length}});Object.defineProperty(window,'sessionStorage',{configurable:true,enumerable:true,get:function(){return s}})}catch(e){}}})()`;
