// The streaming provider's player script, as a double with the same browser API as the real one:
// `KalturaPlayer.setup({ targetId, provider: { partnerId, uiConfId, ks } })` gives a player with
// loadMedia({ entryId }), play(), destroy(), addEventListener(name, fn), duration and currentTime, and
// the events 'medialoaded', 'firstplay' and 'ended'. Every entry plays the pack's one video file.
(() => {
  'use strict';
  const MEDIA = `${new URL(document.currentScript.src).origin}/images/kingsmere-course.webm`;

  class Player {
    constructor(config) {
      const target = document.getElementById(config.targetId);
      if (!target) throw new Error(`KalturaPlayer: no element with id "${config.targetId}"`);
      if (!config.provider?.partnerId) throw new Error('KalturaPlayer: a partnerId is required');
      this.ks = config.provider.ks;
      this.listeners = new Map();
      this.played = false;
      this.video = document.createElement('video');
      this.video.controls = true;
      this.video.playsInline = true;
      this.video.dataset.streamPlayer = String(config.provider.partnerId);
      this.video.style.cssText = 'width:100%;height:100%;background:#000;display:block';
      target.replaceChildren(this.video);
      this.video.addEventListener('playing', () => {
        if (this.played) return;
        this.played = true;
        this.emit('firstplay');
      });
      this.video.addEventListener('ended', () => this.emit('ended'));
    }

    emit(name) {
      for (const listener of [...(this.listeners.get(name) ?? [])]) listener({ type: name });
    }

    addEventListener(name, listener) {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    }

    removeEventListener(name, listener) {
      this.listeners.set(
        name,
        (this.listeners.get(name) ?? []).filter((each) => each !== listener),
      );
    }

    loadMedia({ entryId }) {
      if (!this.ks) return Promise.reject(new Error(`KalturaPlayer: no session (ks) for entry ${entryId}`));
      return new Promise((resolve, reject) => {
        this.video.dataset.entryId = entryId;
        this.video.addEventListener(
          'loadedmetadata',
          () => {
            this.emit('medialoaded');
            resolve({ id: entryId, duration: this.video.duration });
          },
          { once: true },
        );
        this.video.addEventListener(
          'error',
          () => reject(new Error('KalturaPlayer: the media did not load')),
          {
            once: true,
          },
        );
        this.video.src = MEDIA;
      });
    }

    play() {
      this.video.play().catch(() => {
        // A browser that refuses sound without a gesture still plays muted, as the real player does.
        this.video.muted = true;
        return this.video.play().catch(() => {});
      });
    }

    destroy() {
      this.video.pause();
      this.video.remove();
      this.listeners.clear();
    }

    get duration() {
      return Number.isFinite(this.video.duration) ? this.video.duration : 0;
    }

    get currentTime() {
      return this.video.currentTime;
    }
  }

  window.KalturaPlayer = { setup: (config) => new Player(config) };
})();
