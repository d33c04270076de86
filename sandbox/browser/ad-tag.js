// The ad network's tag (Google Publisher Tag), as a double with the same browser API as the real one:
// it takes over `googletag.cmd` (running what was queued, then every later push at once) and offers
// defineSlot, sizeMapping, pubads, enableServices, display and destroySlots. display() fills the slot
// with a house advert of the venue at the size the viewport maps to.
(() => {
  'use strict';
  const googletag = (window.googletag = window.googletag || { cmd: [] });
  if (googletag.apiReady) return;
  const slots = new Map();
  let servicesEnabled = false;
  const pubads = {
    enableSingleRequest() {},
    addEventListener() {},
    setTargeting() {
      return pubads;
    },
  };

  const CREATIVES = [
    {
      title: 'Private boxes for race day',
      line: 'Hospitality at Kingsmere Park from £95 a head',
      cta: 'Book a box',
      href: '/hospitality',
    },
    {
      title: 'Become a member',
      line: 'Every race day, the members’ enclosure and priority booking',
      cta: 'Join now',
      href: '/memberships',
    },
  ];

  function sizeFor(slot) {
    const width = window.innerWidth;
    const mapped = slot.mapping?.find(([viewport]) => width >= viewport[0]);
    return (mapped ? mapped[1] : slot.sizes)[0];
  }

  function render(slot) {
    const element = document.getElementById(slot.divId);
    if (!element) return;
    const [width, height] = sizeFor(slot);
    const creative = CREATIVES[slots.size % CREATIVES.length];
    const wide = width / height > 3;
    // A banner under 80 px high (a phone's 320 × 50) has room for the title and a button only.
    const slim = height < 80;
    const link = document.createElement('a');
    link.href = creative.href;
    link.dataset.houseAd = slot.adUnitPath;
    link.style.cssText = [
      `display:flex;flex-direction:${wide ? 'row' : 'column'};align-items:${wide ? 'center' : 'flex-start'}`,
      `justify-content:${wide ? 'space-between' : 'flex-end'};gap:.75rem;box-sizing:border-box`,
      `width:${width}px;height:${height}px;max-width:100%;padding:${slim ? '.4rem .5rem .4rem .9rem' : '1.2rem 1.5rem'}`,
      'background:linear-gradient(135deg,#0f3d2a,#163f2c 60%,#c9a227);color:#fdf8ec;text-decoration:none',
      'font-family:inherit;overflow:hidden;border-radius:4px',
    ].join(';');
    const words = document.createElement('span');
    words.style.cssText = 'display:flex;flex-direction:column;gap:.35rem;min-width:0';
    const title = document.createElement('strong');
    title.textContent = creative.title;
    title.style.cssText = `font-size:${slim ? '.9rem' : '1.4rem'};line-height:1.15;${slim ? 'white-space:nowrap;overflow:hidden;text-overflow:ellipsis' : ''}`;
    words.append(title);
    if (!slim) {
      const line = document.createElement('span');
      line.textContent = creative.line;
      line.style.cssText = 'font-size:.95rem;opacity:.9';
      words.append(line);
    }
    const cta = document.createElement('span');
    cta.textContent = creative.cta;
    cta.style.cssText = `flex:none;border-radius:999px;background:#fdf8ec;color:#0f3d2a;font-weight:600;white-space:nowrap;font-size:${slim ? '.8rem' : '.95rem'};padding:${slim ? '.35rem .8rem' : '.6rem 1.2rem'}`;
    link.append(words, cta);
    element.replaceChildren(link);
  }

  googletag.defineSlot = (adUnitPath, sizes, divId) => {
    if (slots.has(divId)) return null;
    const slot = {
      adUnitPath,
      divId,
      sizes,
      mapping: null,
      addService() {
        return slot;
      },
      defineSizeMapping(mapping) {
        slot.mapping = mapping;
        return slot;
      },
      getSlotElementId: () => divId,
    };
    slots.set(divId, slot);
    return slot;
  };
  googletag.sizeMapping = () => {
    const entries = [];
    const builder = {
      addSize(viewport, sizes) {
        entries.push([viewport, sizes]);
        return builder;
      },
      build: () => entries,
    };
    return builder;
  };
  googletag.pubads = () => pubads;
  googletag.enableServices = () => {
    servicesEnabled = true;
  };
  googletag.display = (divId) => {
    const slot = slots.get(divId);
    if (slot && servicesEnabled) render(slot);
  };
  googletag.destroySlots = (list) => {
    for (const slot of list ?? [...slots.values()]) {
      slots.delete(slot.divId);
      document.getElementById(slot.divId)?.replaceChildren();
    }
    return true;
  };
  googletag.apiReady = true;

  const queued = Array.isArray(googletag.cmd) ? googletag.cmd : [];
  googletag.cmd = { push: (...commands) => commands.forEach((command) => command()) };
  queued.forEach((command) => command());
})();
