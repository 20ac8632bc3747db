// Starts loading the app's code once the page's HTML has painted (see index.html; issue 19). The build lists the
// entry and the chunks it needs as <meta name="beti-entry"> and <meta name="beti-module"> instead of a module
// script and <link rel="modulepreload">s, which a browser fetches while it parses: on a weak link those ~40
// downloads shared the line with the HTML itself, and the prerendered page painted later.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var head = document.head;
    document.querySelectorAll('meta[name="beti-module"]').forEach(function (meta) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = meta.content;
      head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = document.querySelector('meta[name="beti-entry"]').content;
    head.appendChild(script);
  }
  // A frame's callback runs just before it paints; a timer set there runs after. A hidden tab paints no frame.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
