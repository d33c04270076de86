// Sandbox double of the consent platform's browser script. It offers the same browser API the site
// uses: window._sp_.config (read), its events.onConsentReady callback, window._sp_.executeMessaging(),
// window._sp_.gdpr.loadPrivacyManagerModal(id) and window.__tcfapi('getCustomVendorConsents', 2, cb).
// The visitor's choice is kept in this browser's localStorage, as the real platform keeps it in
// first-party storage.
(function () {
  'use strict';
  var sp = (window._sp_ = window._sp_ || {});
  var config = sp.config || {};
  var events = config.events || {};
  var storageKey = 'sandbox-consent:' + String(config.propertyId);
  var VENDORS = __VENDORS__;

  function readChoice() {
    try {
      var stored = JSON.parse(window.localStorage.getItem(storageKey) || 'null');
      return stored && typeof stored.grants === 'object' ? stored : null;
    } catch {
      return null;
    }
  }

  function saveChoice(grants) {
    window.localStorage.setItem(storageKey, JSON.stringify({ grants: grants, at: Date.now() }));
    if (typeof events.onConsentReady === 'function') {
      events.onConsentReady('gdpr', 'sandbox-consent-uuid', 'sandbox-tc-string', { applies: true });
    }
  }

  window.__tcfapi = function (command, version, callback) {
    if (typeof callback !== 'function') return;
    if (command === 'ping') return callback({ gdprApplies: true, cmpLoaded: true, apiVersion: '2.2' }, true);
    if (command !== 'getCustomVendorConsents') return callback(null, false);
    var choice = readChoice();
    var grants = {};
    var consented = [];
    VENDORS.forEach(function (vendor) {
      var granted = Boolean(choice && choice.grants[vendor._id]);
      grants[vendor._id] = { vendorGrant: granted, purposeGrants: { functional: granted } };
      if (granted) consented.push({ _id: vendor._id, name: vendor.name, vendorType: 'CUSTOM' });
    });
    callback({ consentedVendors: consented, consentedPurposes: [], grants: grants }, true);
  };

  // The message and the privacy manager are pages of the platform's own origin, framed on the site as
  // the real platform frames its own (sandbox/browser/consent-message.html): the site's scripts never
  // stand between a visitor's tap and the choice, and the site's policy must allow the frame.
  var base = String(config.baseEndpoint || '').replace(/\/+$/, '');
  var platformOrigin = new URL(base || '/', window.location.href).origin;

  function frameUrl(view) {
    var choice = readChoice();
    var granted = VENDORS.filter(function (vendor) {
      return Boolean(choice && choice.grants[vendor._id]);
    }).map(function (vendor) {
      return vendor._id;
    });
    var query = new URLSearchParams({ view: view, site: window.location.origin, granted: granted.join(',') });
    return base + '/index.html?' + query.toString();
  }

  function frame(view, title) {
    var element = document.createElement('iframe');
    element.src = frameUrl(view);
    element.title = title;
    element.style.cssText = 'display:block;border:0;width:100%;background:#faf7f0;';
    return element;
  }

  var message = null;
  var manager = null;
  var managerBackdrop = null;

  function closeMessage() {
    if (message) message.remove();
    message = null;
  }

  function closeManager() {
    if (!manager) return;
    manager.close();
    managerBackdrop.remove();
    managerBackdrop = null;
    manager.remove();
    manager = null;
  }

  // The message is a sheet along the foot of the screen over a dimmed page: no taller than it needs
  // (the frame reports its height), so a phone still shows the page's own first action above it. The
  // dimming is a backdrop only: the page under it still takes taps.
  function showMessage() {
    if (message || readChoice()) return;
    message = document.createElement('div');
    message.id = 'sp_message_container_' + String(config.propertyId);
    message.style.cssText =
      'position:fixed;inset:0;z-index:2147483000;display:flex;flex-direction:column;justify-content:flex-end;pointer-events:none;background:rgba(4,25,15,.35);';
    var sheet = document.createElement('div');
    sheet.style.cssText =
      'pointer-events:auto;border-radius:16px 16px 0 0;overflow:hidden;box-shadow:0 -8px 32px rgba(4,25,15,.35);';
    var content = frame('message', 'Your privacy');
    content.style.height = '150px';
    // Shown once the message has measured itself, so its rise to its own height moves nothing on
    // screen; a message that never reports its size is shown after a second regardless.
    message.style.visibility = 'hidden';
    setTimeout(reveal, 1000);
    sheet.append(content);
    message.append(sheet);
    document.body.append(message);
  }

  function reveal() {
    if (message) message.style.visibility = 'visible';
  }

  function openPrivacyManager() {
    if (manager) return;
    manager = document.createElement('dialog');
    manager.id = 'sp_message_container_privacy_manager';
    manager.style.cssText =
      'margin:auto;padding:0;border:0;border-top:3px solid #c8a24a;border-radius:16px;max-width:480px;width:calc(100% - 32px);overflow:hidden;background:#faf7f0;box-shadow:0 24px 64px rgba(4,25,15,.45);';
    // The page behind the privacy manager is dimmed (a modal dialog's own backdrop cannot be styled
    // from a script without a style sheet, which the site's policy may refuse).
    managerBackdrop = document.createElement('div');
    managerBackdrop.style.cssText = 'position:fixed;inset:0;z-index:2147483001;background:rgba(4,25,15,.55);';
    document.body.append(managerBackdrop);
    var content = frame('manager', 'Privacy manager');
    content.style.height = '480px';
    manager.append(content);
    manager.addEventListener('cancel', closeManager);
    document.body.append(manager);
    manager.showModal();
  }

  function frameOf(source) {
    var frames = document.querySelectorAll('[id^="sp_message_container_"] iframe');
    for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === source) return frames[i];
    return null;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== platformOrigin || !data || typeof data.sandboxConsent !== 'string') return;
    var from = frameOf(event.source);
    if (!from) return;
    if (data.sandboxConsent === 'size' && typeof data.detail === 'number') {
      from.style.height = Math.min(data.detail, window.innerHeight - 32) + 'px';
      if (message && message.contains(from)) reveal();
    } else if (data.sandboxConsent === 'manage') {
      openPrivacyManager();
    } else if (data.sandboxConsent === 'close') {
      closeManager();
    } else if (data.sandboxConsent === 'choice' && data.detail && typeof data.detail === 'object') {
      var grants = {};
      VENDORS.forEach(function (vendor) {
        grants[vendor._id] = data.detail[vendor._id] === true;
      });
      closeManager();
      closeMessage();
      saveChoice(grants);
    }
  });

  sp.executeMessaging = showMessage;
  sp.gdpr = { loadPrivacyManagerModal: openPrivacyManager };

  if (readChoice()) {
    if (typeof events.onConsentReady === 'function') {
      events.onConsentReady('gdpr', 'sandbox-consent-uuid', 'sandbox-tc-string', { applies: true });
    }
  } else if (document.body) {
    showMessage();
  } else {
    document.addEventListener('DOMContentLoaded', showMessage);
  }
  (window._sp_queue || []).forEach(function (task) {
    if (typeof task === 'function') task();
  });
})();
