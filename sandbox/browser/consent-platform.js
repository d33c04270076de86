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

  function allGrants(value) {
    var grants = {};
    VENDORS.forEach(function (vendor) {
      grants[vendor._id] = value;
    });
    return grants;
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

  function button(label, onClick, primary) {
    var element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.style.cssText =
      'font:600 14px/1 system-ui,sans-serif;padding:12px 16px;border-radius:6px;cursor:pointer;border:1px solid #0a2a1b;' +
      (primary ? 'background:#0a2a1b;color:#fff;' : 'background:#fff;color:#0a2a1b;');
    element.addEventListener('click', onClick);
    return element;
  }

  var banner = null;
  function closeBanner() {
    if (banner) banner.remove();
    banner = null;
  }

  function showMessage() {
    if (banner || readChoice()) return;
    banner = document.createElement('div');
    banner.setAttribute('role', 'dialog');
    banner.setAttribute('aria-label', 'Your privacy');
    banner.setAttribute('data-consent-message', '');
    banner.style.cssText =
      'position:fixed;left:0;right:0;bottom:0;z-index:2147483000;background:#fff;color:#0a2a1b;' +
      'box-shadow:0 -4px 24px rgba(0,0,0,.2);padding:20px;font:15px/1.5 system-ui,sans-serif;';
    var text = document.createElement('p');
    text.style.cssText = 'margin:0 auto 12px;max-width:960px;';
    text.textContent =
      'We and our partners use cookies to run this site, to show videos, posts and forms from other services, and to measure what you use. Choose what you allow.';
    var actions = document.createElement('div');
    actions.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px;max-width:960px;margin:0 auto;';
    actions.append(
      button(
        'Accept all',
        function () {
          closeBanner();
          saveChoice(allGrants(true));
        },
        true,
      ),
      button('Reject all', function () {
        closeBanner();
        saveChoice(allGrants(false));
      }),
      button('Manage preferences', function () {
        openPrivacyManager();
      }),
    );
    banner.append(text, actions);
    document.body.append(banner);
  }

  function openPrivacyManager() {
    var choice = readChoice();
    var dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', 'Privacy manager');
    dialog.setAttribute('data-privacy-manager', '');
    dialog.style.cssText =
      'margin:auto;max-width:440px;width:calc(100% - 32px);border:0;border-radius:12px;padding:24px;font:15px/1.5 system-ui,sans-serif;color:#0a2a1b;';
    var heading = document.createElement('h2');
    heading.textContent = 'Privacy manager';
    heading.style.cssText = 'margin:0 0 12px;font-size:20px;';
    var list = document.createElement('ul');
    list.style.cssText = 'list-style:none;margin:0 0 16px;padding:0;display:grid;gap:8px;';
    VENDORS.forEach(function (vendor) {
      var item = document.createElement('li');
      var label = document.createElement('label');
      label.style.cssText = 'display:flex;gap:8px;align-items:center;cursor:pointer;';
      var box = document.createElement('input');
      box.type = 'checkbox';
      box.name = vendor._id;
      box.checked = Boolean(choice && choice.grants[vendor._id]);
      label.append(box, document.createTextNode(vendor.name));
      item.append(label);
      list.append(item);
    });
    function finish(grants) {
      dialog.close();
      dialog.remove();
      closeBanner();
      saveChoice(grants);
    }
    var actions = document.createElement('div');
    actions.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px;';
    actions.append(
      button(
        'Accept all',
        function () {
          finish(allGrants(true));
        },
        true,
      ),
      button('Reject all', function () {
        finish(allGrants(false));
      }),
      button('Save and close', function () {
        var grants = {};
        list.querySelectorAll('input').forEach(function (box) {
          grants[box.name] = box.checked;
        });
        finish(grants);
      }),
    );
    dialog.append(heading, list, actions);
    dialog.addEventListener('cancel', function () {
      dialog.remove();
    });
    document.body.append(dialog);
    dialog.showModal();
  }

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
