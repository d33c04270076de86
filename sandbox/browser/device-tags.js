// Sandbox double of the device-tags script. Its browser API: window.deviceTags.init({ apiKey, token,
// context }) with the platform's anonymous token and the device tag context { device_id, fan_id };
// calls queued on window.deviceTags.q before the script loaded are run first. Each init is sent to the
// sandbox as the real script would tag the device (POST /devicetags/v1/tags with the token as a
// bearer), where tests read it back (/__sandbox/events?type=device-tags).
(function () {
  'use strict';
  var here =
    document.currentScript && document.currentScript.src ? new URL(document.currentScript.src) : null;
  if (!here) return;
  var queued = (window.deviceTags && window.deviceTags.q) || [];

  function init(options) {
    var settings = options || {};
    return fetch(here.origin + '/devicetags/v1/tags', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer ' + String(settings.token || ''),
        'x-api-key': String(settings.apiKey || ''),
      },
      body: JSON.stringify({ context: settings.context || null, page: location.pathname }),
      credentials: 'omit',
    }).then(
      function (response) {
        document.documentElement.dataset.deviceTags = response.ok ? 'tagged' : 'refused';
        return response.arrayBuffer().catch(function () {});
      },
      function () {
        document.documentElement.dataset.deviceTags = 'unreachable';
      },
    );
  }

  window.deviceTags = { init: init, q: [] };
  queued.forEach(function (args) {
    if (args && args[0] === 'init') init(args[1]);
  });
})();
