// Starts loading the app's code once the page's HTML has painted (see index.html; issue 19). The build lists the
// entry and the chunks it needs as <meta name="beti-entry"> and <meta name="beti-module"> instead of a module
// script and <link rel="modulepreload">s, which a browser fetches while it parses: on a weak link those 40-80
// downloads shared the line with the HTML itself, and the prerendered page painted later.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var urls = [];
    document.querySelectorAll('meta[name="beti-module"]').forEach(function (meta) {
      urls.push(meta.content);
    });
    // Each tag starts a request on the main thread (~0.5 ms each, ~80 of them on a list page: a 30-50 ms task),
    // so they go in batches, one task each, and the entry last.
    var BATCH = 8;
    (function batch(from) {
      var tags = document.createDocumentFragment();
      urls.slice(from, from + BATCH).forEach(function (url) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = url;
        tags.appendChild(link);
      });
      if (from + BATCH < urls.length) {
        document.head.appendChild(tags);
        setTimeout(batch, 0, from + BATCH);
        return;
      }
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = document.querySelector('meta[name="beti-entry"]').content;
      tags.appendChild(script);
      document.head.appendChild(tags);
    })(0);
  }
  // A frame's callback runs just before it paints; a timer set there runs after. A hidden tab paints no frame.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
