// The ad network's tag (Google Publisher Tag), as a double with the same browser API as the real one:
// it takes over `googletag.cmd` (running what was queued, then every later push at once) and offers
// defineSlot, sizeMapping, pubads, enableServices, display and destroySlots. display() fills the slot
// with an advert of one of the venue's sponsors, drawn at the size the viewport maps to.
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

  // The page's fonts where it has them. No double quotes: the stacks go into style attributes.
  const SERIF = "var(--font-display, Georgia), Georgia, 'Times New Roman', serif";
  const SANS = "var(--font-sans, system-ui), system-ui, -apple-system, 'Segoe UI', sans-serif";

  const flute = (accent) =>
    `<svg viewBox="0 0 60 100" fill="none" stroke="${accent}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M19 5h22c1.5 24-2 42-11 48C21 47 17.5 29 19 5z" fill="${accent}" fill-opacity=".16"/>` +
    '<path d="M19.6 19h20.8" stroke-width="1.4"/>' +
    '<path d="M30 53v31M18 91c5-5 19-5 24 0"/>' +
    `<g fill="${accent}" stroke="none"><circle cx="27" cy="40" r="1.6"/><circle cx="32.5" cy="33" r="1.2"/>` +
    '<circle cx="28.5" cy="27" r="1"/><circle cx="33" cy="23" r=".8"/></g></svg>';

  const dial = (accent) => {
    let ticks = '';
    for (let minute = 0; minute < 60; minute += 1) {
      const angle = (minute / 60) * 2 * Math.PI;
      const inner = minute % 5 === 0 ? 31 : 35;
      const [x1, y1] = [50 + inner * Math.sin(angle), 50 - inner * Math.cos(angle)];
      const [x2, y2] = [50 + 38 * Math.sin(angle), 50 - 38 * Math.cos(angle)];
      ticks += `<line x1="${x1.toFixed(2)}" y1="${y1.toFixed(2)}" x2="${x2.toFixed(2)}" y2="${y2.toFixed(2)}" stroke-width="${minute % 5 === 0 ? 2 : 0.7}"/>`;
    }
    return (
      `<svg viewBox="0 0 100 100" fill="none" stroke="${accent}" stroke-linecap="round">` +
      '<circle cx="50" cy="50" r="45" stroke-width="2.5"/><circle cx="50" cy="50" r="40.5" stroke-width=".8" opacity=".6"/>' +
      ticks +
      '<path d="M50 50 66 59" stroke-width="3.2"/><path d="M50 50V19" stroke-width="2.2"/>' +
      '<path d="M50 60V15" stroke="#d4583f" stroke-width="1"/>' +
      `<circle cx="50" cy="50" r="2.6" fill="${accent}" stroke="none"/></svg>`
    );
  };

  const ridge = (accent) =>
    '<svg viewBox="0 0 100 100">' +
    `<circle cx="66" cy="38" r="13" fill="${accent}" opacity=".9"/>` +
    `<path d="M0 72c18-17 36-20 55-9s31 6 45-4v41H0z" fill="${accent}" fill-opacity=".38"/>` +
    `<path d="M0 84c24-14 46-11 66-4s26 4 34-1v21H0z" fill="${accent}" fill-opacity=".7"/>` +
    `<path d="M6 93h88" stroke="${accent}" stroke-width="1.5" stroke-linecap="round"/></svg>`;

  // The creatives: the venue's sponsors (sandbox/scripts/pack/partners-data.ts), each a banner drawn
  // at the slot's size with the sponsor's name, a line of copy and a call to action. `short` and
  // `ctaShort` are for a banner under 80 px high (a phone's 320 × 50), which has room for one line each;
  // `small` is a line the sponsor's trade asks for; `art` draws its emblem, `artRatio` wide to high.
  const CREATIVES = [
    {
      name: 'Harrowgate',
      kind: 'Champagne',
      line: 'The official champagne of Royal Kingsmere',
      short: 'Raise a glass to the racing',
      cta: 'Discover the cuvée',
      ctaShort: 'Discover',
      small: 'Please enjoy responsibly',
      href: 'https://harrowgate.example.com',
      ground: 'radial-gradient(130% 170% at 88% 0%, #4a3b1f 0%, #1c170e 52%, #0f0c07 100%)',
      ink: '#f6edd6',
      accent: '#dcbc6a',
      ctaInk: '#1c170e',
      art: flute,
      artRatio: '3 / 5',
    },
    {
      name: 'Marlow',
      kind: 'Timepieces',
      line: 'Official timekeeper of Kingsmere Park',
      short: 'Every race, to the hundredth',
      cta: 'Explore the collection',
      ctaShort: 'Explore',
      href: 'https://marlow.example.com',
      ground: 'linear-gradient(125deg, #0c1828 0%, #14273f 58%, #1f3b5e 100%)',
      ink: '#eef2f7',
      accent: '#c9d4e2',
      ctaInk: '#0c1828',
      art: dial,
      artRatio: '1',
    },
    {
      name: 'Ridgeway Bank',
      kind: 'Private Banking',
      line: 'Proud to back the Apprentice Series and the riders of tomorrow',
      short: 'Backing tomorrow’s riders',
      cta: 'Find out more',
      ctaShort: 'Find out more',
      href: 'https://ridgewaybank.example.com',
      ground: 'linear-gradient(160deg, #14463f 0%, #0c2f2a 100%)',
      ink: '#f1f6ee',
      accent: '#bcd9a6',
      ctaInk: '#0c2f2a',
      art: ridge,
      artRatio: '1',
    },
  ];

  function sizeFor(slot) {
    const width = window.innerWidth;
    const mapped = slot.mapping?.find(([viewport]) => width >= viewport[0]);
    return (mapped ? mapped[1] : slot.sizes)[0];
  }

  const css = (rules) =>
    Object.entries(rules)
      .map(([property, value]) => `${property}:${value}`)
      .join(';');
  const oneLine = { 'white-space': 'nowrap', overflow: 'hidden', 'text-overflow': 'ellipsis' };

  /**
   * How a banner of width × height is set. 'slim', under 80 px high (a phone's 320 × 50): emblem, name
   * over the short line, and the short button, in a row. 'compact', wide but under 600 px (320 × 100):
   * the emblem beside the name, the short line and the button. 'wide', more than three times as wide as
   * high (728 × 90, 970 × 250): emblem, words and button in a row. 'box' (300 × 250, 300 × 600): in a
   * column, the emblem above.
   */
  function layoutOf(width, height) {
    if (height < 80) return 'slim';
    if (width / height <= 3) return 'box';
    return width < 600 ? 'compact' : 'wide';
  }

  function creativeHtml(creative, width, height) {
    const layout = layoutOf(width, height);
    const short = layout === 'slim' || layout === 'compact';
    // Sizes for a 728 × 90 or a 300 × 250, grown with a larger banner.
    const scale =
      layout === 'wide' ? Math.min(height / 90, 1.35) : layout === 'box' ? Math.min(width / 300, 1.2) : 1;
    const px = (size) => `${Math.round(size * scale * 10) / 10}px`;
    const artHeight = {
      slim: `${height - 14}px`,
      compact: `${height - 28}px`,
      wide: `${Math.min(Math.round(height * 0.7), 120)}px`,
      box: px(height >= 400 ? 180 : 62),
    }[layout];
    const art = `<span aria-hidden="true" style="${css({
      flex: 'none',
      display: 'block',
      height: artHeight,
      'aspect-ratio': creative.artRatio,
      'margin-block': layout === 'box' ? 'auto' : '0',
    })}">${creative.art(creative.accent)}</span>`;
    const nameSize = { slim: '15px', compact: '19px', wide: px(26), box: px(25) }[layout];
    // A box sets the kind of business over the name; a banner after it, on the same line.
    const name =
      `<span style="${css({
        display: 'flex',
        'flex-direction': layout === 'box' ? 'column-reverse' : 'row',
        'align-items': layout === 'box' ? 'center' : 'baseline',
        gap: layout === 'box' ? '2px' : '.5em',
        'min-width': '0',
      })}">` +
      `<span style="${css({ ...oneLine, 'font-family': SERIF, 'font-size': nameSize, 'font-weight': '600', 'letter-spacing': '.01em', 'line-height': '1.15' })}">${creative.name}</span>` +
      (layout === 'slim'
        ? ''
        : `<span style="${css({ ...oneLine, 'font-size': layout === 'compact' ? '9px' : px(10), 'font-weight': '600', 'letter-spacing': '.18em', 'text-transform': 'uppercase', color: creative.accent })}">${creative.kind}</span>`) +
      '</span>';
    // One line where the banner is short; two where it has the room (a box, or a wide banner 120 px high).
    const lineClamp = layout === 'box' || (layout === 'wide' && height >= 120) ? {} : oneLine;
    const line = `<span style="${css({
      ...lineClamp,
      'font-size': { slim: '11px', compact: '12.5px', wide: px(14), box: px(14) }[layout],
      'line-height': '1.35',
      opacity: '.9',
    })}">${short ? creative.short : creative.line}</span>`;
    const cta = `<span style="${css({
      flex: 'none',
      'align-self': layout === 'compact' ? 'flex-start' : 'center',
      'white-space': 'nowrap',
      'border-radius': '999px',
      background: creative.accent,
      color: creative.ctaInk,
      'font-weight': '600',
      'font-size': short ? '11.5px' : px(13),
      'line-height': '1.2',
      padding: short ? '6px 12px' : `${px(9)} ${px(20)}`,
      'margin-top': layout === 'compact' ? '6px' : '0',
    })}">${short ? creative.ctaShort : creative.cta}</span>`;
    const words = `<span style="${css({
      display: 'flex',
      'flex-direction': 'column',
      gap: layout === 'slim' ? '1px' : '4px',
      'min-width': '0',
      flex: layout === 'box' ? 'none' : '1 1 auto',
      'align-self': layout === 'box' ? 'stretch' : 'auto',
      'text-align': layout === 'box' ? 'center' : 'left',
      'align-items': layout === 'box' ? 'center' : 'stretch',
    })}">${name}${line}${layout === 'compact' ? cta : ''}</span>`;
    // A hairline frame inside the edge, and the drinks sponsor's responsibility line, where there is room.
    const frame =
      layout === 'slim'
        ? ''
        : `<span style="${css({ position: 'absolute', inset: '5px', border: `1px solid ${creative.accent}`, opacity: '.35', 'pointer-events': 'none' })}"></span>`;
    const small =
      creative.small && (layout === 'wide' || layout === 'box')
        ? `<span style="${css({ position: 'absolute', right: layout === 'wide' ? '14px' : '0', left: layout === 'wide' ? 'auto' : '0', bottom: '10px', 'font-size': '9px', 'letter-spacing': '.04em', opacity: '.65', 'text-align': 'center' })}">${creative.small}</span>`
        : '';
    return frame + art + words + (layout === 'compact' ? '' : cta) + small;
  }

  function render(slot) {
    const element = document.getElementById(slot.divId);
    if (!element) return;
    const [width, height] = sizeFor(slot);
    const creative = CREATIVES[slot.order % CREATIVES.length];
    const layout = layoutOf(width, height);
    const link = document.createElement('a');
    link.href = creative.href;
    link.target = '_blank';
    link.rel = 'sponsored noopener';
    link.dataset.adCreative = slot.adUnitPath;
    link.style.cssText = css({
      position: 'relative',
      display: 'flex',
      'flex-direction': layout === 'box' ? 'column' : 'row',
      'align-items': 'center',
      gap: {
        slim: '10px',
        compact: '14px',
        wide: `${Math.min(Math.round(height / 3.6), 36)}px`,
        box: '10px',
      }[layout],
      'box-sizing': 'border-box',
      width: `${width}px`,
      height: `${height}px`,
      'max-width': '100%',
      padding: {
        slim: '0 8px 0 10px',
        compact: '0 16px',
        wide: `0 ${Math.min(Math.round(height / 3), 56)}px`,
        box: `18px 20px ${creative.small ? '30px' : '22px'}`,
      }[layout],
      background: creative.ground,
      color: creative.ink,
      'font-family': SANS,
      'text-decoration': 'none',
      overflow: 'hidden',
    });
    link.innerHTML = creativeHtml(creative, width, height);
    element.replaceChildren(link);
  }

  googletag.defineSlot = (adUnitPath, sizes, divId) => {
    if (slots.has(divId)) return null;
    const slot = {
      adUnitPath,
      divId,
      // The slot's place among the page's slots: the first shows the first sponsor, and so on.
      order: slots.size,
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
