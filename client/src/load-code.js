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
      document.head.appendChild(tags);
      next.port1.close();
      var meta = document.querySelector('meta[name="beti-run"]');
      run(meta ? meta.content.split(' ') : [document.querySelector('meta[name="beti-entry"]').content], 0);
    };
    next.port2.postMessage(null);
  }
  // Then the chunks run one by one, each in a task of its own, and the entry last: run by the entry, the whole
  // graph's code ran in one task, 20-35 ms of a fast machine (Lighthouse's mobile TBT, issue 19). The build lists
  // them in the order the entry would run them, a chunk after the chunks it imports (scripts/run-order.mjs). A chunk
  // that fails to load is left to the entry, which meets the same failure and says so.
  function run(chunks, index) {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = chunks[index];
    if (index + 1 < chunks.length) {
      script.onload = script.onerror = function () {
        run(chunks, index + 1);
      };
    }
    document.head.appendChild(script);
  }
  // A frame's callback runs just before it paints; a timer set there runs after. A hidden tab paints no frame.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
