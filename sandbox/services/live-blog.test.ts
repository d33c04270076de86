import { setupSandbox } from '../test-fixtures/harness';

const sandbox = setupSandbox();

describe('live blog service', () => {
  it("serves the web component's script and a blog's posts, newest first, with the ones tests add", async () => {
    expect(await (await sandbox.fetch('/liveblog/widget.js')).text()).toContain(
      "customElements.define('live-blog-feed'",
    );
    const before = await sandbox.call('/liveblog/v1/blogs/lb-1/posts');
    const posts = (before.body as { data: { posts: { time: string; text: string }[] } }).data.posts;
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((post) => Date.parse(post.time) <= Date.now())).toBe(true);
    const added = await sandbox.call('/__sandbox/live-blog/lb-1/posts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Race 4 declared' }),
    });
    expect(added.status).toBe(201);
    const after = await sandbox.call('/liveblog/v1/blogs/lb-1/posts');
    expect((after.body as { data: { posts: { text: string }[] } }).data.posts[0]!.text).toBe(
      'Race 4 declared',
    );
  });
});
