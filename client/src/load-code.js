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
    // Each tag starts a request on the main thread (0.5-2 ms each, ~80 of them on a list page: a 30-50 ms task),
    // so they go in small batches, one task each, and the entry last. Batches of 8 were still 12-20 ms tasks, each
    // a long task on a slow phone (Lighthouse's mobile TBT counted 100-250 ms of them on the list pages).
    // The next batch comes by a message, not a timer: nested timers wait at least 4 ms each, 40 of them 160 ms.
    var BATCH = 2;
    var next = new MessageChannel();
    var from = 0;
    next.port1.onmessage = function batch() {
      var tags = document.createDocumentFragment();
      urls.slice(from, from + BATCH).forEach(function (url) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = url;
        tags.appendChild(link);
      });
      from += BATCH;
      if (from < urls.length) {
        document.head.appendChild(tags);
        next.port2.postMessage(null);
        return;
      }
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = document.querySelector('meta[name="beti-entry"]').content;
      tags.appendChild(script);
      document.head.appendChild(tags);
      next.port1.close();
    };
    next.port2.postMessage(null);
  }
  // A frame's callback runs just before it paints; a timer set there runs after. A hidden tab paints no frame.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
