// The HTML page template: Docusaurus's own (@docusaurus/core/lib/ssg/ssgTemplate.html.js) with one
// change, paint before hydration. Its `defer` scripts run as soon as the document is parsed, so a
// fast connection evaluates ~600 KB of JavaScript and hydrates before the first frame is drawn,
// and a slow phone shows nothing until then. Here the scripts are requested and run once the
// server-rendered page has been painted with its fonts (font-display: optional draws text within
// 100 ms either way); in a background tab, where no frame is drawn, after a second.
// They are not preloaded: even at low priority, a preload from the head (or from the first frame)
// took a share of a slow connection from the stylesheet and fonts of the first paint. On slow 4G with
// a 4x slower CPU, dropping the head preloads brought the first paint ~150 ms sooner (home 1,028 ->
// 872 ms, quickstart 1,176 -> 1,028 ms) and hydration 110-170 ms later; Lighthouse's simulation,
// which counts every download started before the first paint, moved the home page from 96-100 to 100.
// The scripts' URLs are an attribute of the loader, not part of its text, so the loader is the same
// script on every page of every build (src/plugins/version-builds): the Content-Security-Policy allows it by
// one hash, whatever bundles a page loads.
const START_SCRIPTS_AFTER_FIRST_PAINT = `(function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function afterNextFrame() {
    requestAnimationFrame(function () { setTimeout(start); });
  }
  requestAnimationFrame(function () {
    var fonts = document.fonts && document.fonts.status === 'loading' ? document.fonts.ready : null;
    if (!fonts) return afterNextFrame();
    Promise.race([fonts, new Promise(function (resolve) { setTimeout(resolve, 100); })]).then(afterNextFrame);
  });
  setTimeout(start, 1000);
})`;

export const SSR_TEMPLATE = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script data-scripts="<% it.scripts.forEach((script, index) => { %><%= index ? ' ' : '' %><%= it.baseUrl %><%= script %><% }); %>">${START_SCRIPTS_AFTER_FIRST_PAINT}(document.currentScript.getAttribute('data-scripts').split(' '));</script>
  </body>
</html>
`;
