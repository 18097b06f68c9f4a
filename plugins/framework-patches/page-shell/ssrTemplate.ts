/**
 * The HTML shell of every page: Docusaurus' own template, except how the entry scripts load.
 *
 * Stock pages name runtime~main.js and main.js as `<script defer>` in the head, so the browser
 * fetches them while it is still waiting for the stylesheet, and as soon as the document is parsed
 * it runs main.js, often before the first frame is painted: on a slow phone, or on any repeat visit
 * with the scripts cached, the server-rendered text waits for the whole bundle to evaluate
 * (Lighthouse counts that as render delay of the largest paint).
 *
 * Here the page paints first. One constant inline script at the end of the body adds the entry
 * scripts, in order (`async = false`), in the task after the first frame; a timer covers tabs that
 * open in the background, where no frame is drawn. The script's text never changes, so its CSP
 * hash is stable; the URLs it loads are in its `data-entry-scripts` attribute, where
 * lib/perf/bytes.mjs also reads them for the byte budgets.
 */
const ENTRY_LOADER = [
  '!function(s){var done=!1;function load(){if(done)return;done=!0;',
  's.getAttribute("data-entry-scripts").split(" ").forEach(function(src){',
  'var e=document.createElement("script");e.src=src;e.async=!1;document.head.appendChild(e)})}',
  'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)}(document.currentScript)',
].join('');

export const ssrTemplate = `<!DOCTYPE html>
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
    <script data-entry-scripts="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${ENTRY_LOADER}</script>
  </body>
</html>
`;
