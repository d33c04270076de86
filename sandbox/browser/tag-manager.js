// Sandbox double of the tag manager's container script (gtm.js?id=…&l=…). It offers the browser API a page
// uses: it reads the data layer named by `l` (default `dataLayer`), takes over its push() the way the
// real container does (entries already queued first, then each later push at once), and exposes
// window.google_tag_manager[id].dataLayer.get(key). Each entry it receives is sent to the sandbox
// (POST /tagmanager/collect), where tests read them back (/__sandbox/events?type=tag-manager).
(function () {
  'use strict';
  var here =
    document.currentScript && document.currentScript.src ? new URL(document.currentScript.src) : null;
  if (!here) return;
  var id = here.searchParams.get('id') || '';
  var name = here.searchParams.get('l') || 'dataLayer';
  var registry = (window.google_tag_manager = window.google_tag_manager || {});
  if (registry[id]) return;
  var layer = (window[name] = window[name] || []);
  var model = {};

  // gtag() pushes its `arguments` object; the real container reads those as commands.
  function plain(entry) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry) && typeof entry.length === 'number') {
      return Array.prototype.slice.call(entry);
    }
    return entry;
  }

  function receive(entry) {
    var value = plain(entry);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      Object.keys(value).forEach(function (key) {
        model[key] = value[key];
      });
    }
    var body = JSON.stringify({ id: id, page: location.pathname + location.search, entry: value });
    fetch(here.origin + '/tagmanager/collect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body,
      keepalive: true,
      credentials: 'omit',
    })
      .then(function (response) {
        return response.arrayBuffer();
      })
      .catch(function () {});
  }

  var push = layer.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    for (var i = 0; i < arguments.length; i += 1) receive(arguments[i]);
    return result;
  };
  registry[id] = {
    dataLayer: {
      name: name,
      get: function (key) {
        return model[key];
      },
    },
  };
  layer.slice().forEach(receive);
})();
