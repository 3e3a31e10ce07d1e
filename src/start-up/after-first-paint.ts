/**
 * An inline script's way to run `go` once the page's first contentful paint is on the screen (the
 * `first-contentful-paint` entry: the moment it is shown, not the frame that drew it, which a slow screen can
 * show tens of milliseconds later). At once in a background tab, which paints nothing until it is shown; after
 * the first frame where paint timing is missing; after 3 s at the latest. Used by the page's router script
 * (start-up/head-start) and its faces (start-up/web-fonts): what the first paint does not need waits for it.
 */
export function afterFirstPaint(go: string): string {
  return `(function(go){var done=0,run=function(){if(!done){done=1;go()}};if(document.visibilityState==='hidden')return run();setTimeout(run,3000);try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();requestAnimationFrame(function(){setTimeout(run)})}}).observe({type:'paint',buffered:true});return}}catch(e){}requestAnimationFrame(function(){setTimeout(run)})})(${go})`;
}
