/**
 * Taps before hydration: the guest pages are server-rendered and the app's
 * scripts start late (inline-loader.ts), so a tap on a server-rendered button (login in the header,
 * the phone's menu, a game tile, a tab, the language picker, the login form's submit) would do
 * nothing for seconds on a slow phone. This part of the loader takes such a tap and plays it again
 * once the app has the page. It runs inside the loader's function (`d` document, `w` window,
 * `start` the scripts' start), so it is a fixed text like the loader (its hash is in the CSP).
 *
 * - Taken: a click (a finger, a mouse, or Enter/Space on a focused button, which the browser turns
 *   into a click; Enter in a field clicks the form's submit button the same way) on a button,
 *   a clickable input or an element with a button-like role inside #root, before `<html
 *   data-app>` (PortalRoot), and only on a server-rendered page (`<html data-page>`, written by
 *   page-html.ts). Plain links and text fields are left to the browser: links navigate and fields
 *   take text without the app. The click's default is prevented (a submit button's submit, a
 *   checkbox's toggle) and it stops here, so React (which may already be hydrating) never sees it
 *   too: it is played once, later.
 * - Shown: the element gets `data-tap` (styles.css: pressed and pulsing, the cursor "progress")
 *   and `aria-busy`, until the replay.
 * - Remembered: the element itself (hydration keeps the server's nodes, checked in the browser)
 *   and, for when React replaced it (the game grid's first tiles become virtual rows), its path:
 *   child indexes up from the element to the nearest `data-game-id` (a tile) or to #root, and what
 *   it says (tag and label or text), which the element found by the path must say too.
 * - Played: when `data-app` appears, in the next task (the app's first effects have run), the
 *   last tap only (a double tap is played once), with `click()` on the element if it is still in
 *   #root, else on the one its path finds, only if the address is still the server's page (an
 *   app that moved elsewhere before it was ready never gets it).
 * - Dropped: when the visitor types anything (a submit tapped before the password was finished is
 *   not played with half a password), and when the page is left (pagehide: a page restored from
 *   the back-forward cache does not act on an old tap).
 *
 * Forms: a submit taken this way is played too (the login form's button or Enter in its fields):
 * the fields keep what was typed through hydration (LoginModal reads them back), the click goes
 * through React's own submit handler, so it is the same login as a tap after hydration, sent once.
 * A native submit that is not a click (none on these pages) stays cancelled by the loader.
 */

/** The path of a tapped element: `a` the tile's data-game-id ("" for #root), `k` child indexes down from there. */
export const TAP_KEY_JS =
  'function K(e,r){for(var k=[],n=e;n!==r&&!n.hasAttribute("data-game-id");n=n.parentNode)k.unshift([].indexOf.call(n.parentNode.children,n));' +
  'return{a:n===r?"":n.getAttribute("data-game-id"),k:k}}';

/** The element a path finds under #root now (null when there is none). */
export const TAP_FIND_JS =
  'function F(t,r){var e=t.a?r.querySelector(\'[data-game-id="\'+t.a+\'"]\'):r;for(var i=0;e&&i<t.k.length;i++)e=e.children[t.k[i]];return e||null}';

/** What an element says: the replay's check that a path found the same button. */
const TAP_SAYS_JS = 'function S(e){return e.tagName+(e.getAttribute("aria-label")||e.textContent)}';

const TAKEN = 'a[href],button,input,[role=button],[role=tab],[role=checkbox],[role=switch],[role=option],[role=menuitem]';

export const TAP_SCRIPT = [
  TAP_KEY_JS,
  TAP_FIND_JS,
  TAP_SAYS_JS,
  'var T=0,O=0,H=d.documentElement;',
  'function off(){if(T){T.e.removeAttribute("data-tap");T.e.removeAttribute("aria-busy")}T=0}',
  'function play(){var t=T,r=d.getElementById("root"),e;off();',
  'if(!t||!r||location.pathname!==H.getAttribute("data-page"))return;',
  'e=r.contains(t.e)?t.e:F(t,r);if(e&&S(e)===t.s)e.click()}',
  'd.addEventListener("click",function(v){var r=d.getElementById("root"),e=v.target.closest&&v.target.closest(',
  JSON.stringify(TAKEN),
  ');if(H.hasAttribute("data-app")||!H.hasAttribute("data-page")||!e||!r||!r.contains(e)',
  '||e.tagName=="A"&&e.getAttribute("role")!="button"||e.tagName=="INPUT"&&!/^(checkbox|radio|submit|button|image)$/.test(e.type))return;',
  'v.preventDefault();v.stopImmediatePropagation();if(T&&T.e!==e)off();',
  'T=K(e,r);T.e=e;T.s=S(e);e.setAttribute("data-tap","");e.setAttribute("aria-busy","true");',
  'if(!O){O=new MutationObserver(function(){if(H.hasAttribute("data-app")){O.disconnect();setTimeout(play,0)}});',
  'O.observe(H,{attributes:true,attributeFilter:["data-app"]})}start()},true);',
  'd.addEventListener("input",off,true);w.addEventListener("pagehide",off);',
].join('');
