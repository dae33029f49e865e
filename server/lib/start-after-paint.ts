/**
 * The H5 app's scripts, on a page whose first screen the server drew (lib/h5-page.ts), start once that screen has
 * been painted. As deferred scripts they run at the end of parsing, before any paint whenever they are already at
 * hand (a repeat visit with them cached, a fast connection): on a phone that is most of a second of the app's
 * start-up with nothing on the screen, the drawn screen waiting behind it. Instead they are preloaded in the head
 * and this inline script adds them, in their order (async = false keeps it), on the frame after the first paint,
 * or after 200 ms where no frame comes (a page opened in the background). Its text is a constant, so the CSP
 * allows it by hash (lib/security-headers.ts); the scripts it starts are in its data-scripts attribute.
 */
export const START_AFTER_PAINT =
  "(function(){var d=document,l=d.currentScript.getAttribute('data-scripts').split(' '),go=function(){if(!l)return;var s=l;l=null;" +
  "s.forEach(function(u){var e=d.createElement('script');e.src=u;e.async=false;d.head.appendChild(e)})};" +
  'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,200)})()'

/** the built page's deferred scripts: `<script defer="defer" src="...">` as webpack's HTML plugin writes them */
export const DEFERRED_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/g
