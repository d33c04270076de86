// The YouTube iframe API's script, as a double with the same browser API as the real one: it sets
// `window.YT` (Player, PlayerState) and then calls `window.onYouTubeIframeAPIReady()`.
// `new YT.Player(elementId, { host, videoId, playerVars, events: { onReady, onStateChange } })` replaces
// the element with the player, which has getDuration(), getCurrentTime(), playVideo(), pauseVideo() and
// destroy(). Every video plays the pack's one video file.
(() => {
  'use strict';
  const MEDIA = `${new URL(document.currentScript.src).origin}/images/kingsmere-course.webm`;
  const PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };

  class Player {
    constructor(elementId, { host, videoId, playerVars = {}, events = {} }) {
      const element = document.getElementById(elementId);
      if (!element) throw new Error(`YT.Player: no element with id "${elementId}"`);
      this.video = document.createElement('video');
      this.video.id = elementId;
      this.video.controls = true;
      this.video.playsInline = true;
      this.video.dataset.youtubePlayer = videoId;
      this.video.dataset.host = host ?? 'https://www.youtube.com';
      this.video.style.cssText = 'width:100%;height:100%;background:#000;display:block';
      element.replaceWith(this.video);
      const change = (data) => events.onStateChange?.({ data, target: this });
      this.video.addEventListener(
        'loadedmetadata',
        () => {
          events.onReady?.({ target: this });
          if (playerVars.autoplay) this.playVideo();
          else change(PlayerState.CUED);
        },
        { once: true },
      );
      this.video.addEventListener('playing', () => change(PlayerState.PLAYING));
      this.video.addEventListener('pause', () => {
        if (!this.video.ended) change(PlayerState.PAUSED);
      });
      this.video.addEventListener('ended', () => change(PlayerState.ENDED));
      this.video.src = MEDIA;
    }

    playVideo() {
      this.video.play().catch(() => {
        this.video.muted = true;
        return this.video.play().catch(() => {});
      });
    }

    pauseVideo() {
      this.video.pause();
    }

    getDuration() {
      return Number.isFinite(this.video.duration) ? this.video.duration : 0;
    }

    getCurrentTime() {
      return this.video.currentTime;
    }

    destroy() {
      this.video.pause();
      this.video.remove();
    }
  }

  window.YT = { Player, PlayerState };
  window.onYouTubeIframeAPIReady?.();
})();
