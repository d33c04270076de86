// The live blog web component, as a double with the same tag and attribute as the real one:
// <live-blog-feed blog-id="…"> shows the blog's posts, newest first, and checks for new ones every few
// seconds while it is in the page, announcing each new post to screen readers politely.
(() => {
  'use strict';
  const SERVICE = `${new URL(document.currentScript.src).origin}/liveblog/v1/blogs`;
  const EVERY_MS = 3000;
  const STYLE = `
:host{display:block;font:inherit;color:inherit}
ol{list-style:none;margin:0;padding:0;display:grid;gap:0}
li{display:grid;grid-template-columns:4.5rem 1fr;gap:1rem;padding:1rem 0;border-top:1px solid rgba(15,61,42,.12)}
li:first-child{border-top:0}
time{font-weight:700;color:#0f3d2a;font-variant-numeric:tabular-nums}
p{margin:0;line-height:1.5}
.new{animation:arrive .6s ease-out}
@keyframes arrive{from{background:rgba(201,162,39,.25)}to{background:transparent}}
@media (prefers-reduced-motion:reduce){.new{animation:none}}
.status{margin:0;padding:1rem 0;opacity:.75}`;

  class LiveBlogFeed extends HTMLElement {
    connectedCallback() {
      if (!this.shadowRoot) {
        const root = this.attachShadow({ mode: 'open' });
        const style = document.createElement('style');
        style.textContent = STYLE;
        this.list = document.createElement('ol');
        this.list.setAttribute('aria-live', 'polite');
        this.list.setAttribute('aria-relevant', 'additions');
        this.status = document.createElement('p');
        this.status.className = 'status';
        this.status.textContent = 'Loading the latest updates…';
        root.append(style, this.status, this.list);
        this.seen = new Set();
      }
      this.refresh();
      this.timer = setInterval(() => this.refresh(), EVERY_MS);
    }

    disconnectedCallback() {
      clearInterval(this.timer);
    }

    async refresh() {
      const blogId = this.getAttribute('blog-id');
      if (!blogId) return;
      try {
        const response = await fetch(`${SERVICE}/${encodeURIComponent(blogId)}/posts`);
        if (!response.ok) throw new Error(`the live blog answered ${response.status}`);
        const { data } = await response.json();
        this.status.remove();
        const fresh = data.posts.filter((post) => !this.seen.has(post.id)).reverse();
        const first = this.seen.size === 0;
        for (const post of fresh) {
          this.seen.add(post.id);
          const item = document.createElement('li');
          if (!first) item.className = 'new';
          const time = document.createElement('time');
          time.dateTime = post.time;
          time.textContent = new Date(post.time).toLocaleTimeString('en-GB', {
            hour: '2-digit',
            minute: '2-digit',
          });
          const text = document.createElement('p');
          text.textContent = post.text;
          item.append(time, text);
          this.list.prepend(item);
        }
      } catch (error) {
        console.warn('live-blog-feed:', error.message);
        if (this.seen.size === 0) this.status.textContent = 'Live updates are unavailable just now.';
      }
    }
  }

  if (!customElements.get('live-blog-feed')) customElements.define('live-blog-feed', LiveBlogFeed);
})();
