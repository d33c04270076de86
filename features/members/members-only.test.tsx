import { renderToStaticMarkup } from 'react-dom/server';
import { ArticleView } from '@/features/article/article-view';
import { testArticle } from '@/features/seo/test-fixtures';
import { isMembersOnly } from './members-only';

const auth = { loginRequired: false, roles: [], entitlements: [], restrictionType: null };

describe('a members-only article', () => {
  it('is one that asks for a login, or names roles or entitlements', () => {
    expect(isMembersOnly(auth)).toBe(false);
    expect(isMembersOnly({ ...auth, loginRequired: true })).toBe(true);
    expect(isMembersOnly({ ...auth, roles: ['editor'] })).toBe(true);
    expect(isMembersOnly({ ...auth, entitlements: ['member-queen-anne'] })).toBe(true);
  });

  const body = { contentType: 'TEXT', id: 'b-1', content: '<p>The whole story from the yard.</p>' };
  const view = (blocked: boolean, reader?: { signedIn: boolean; path: string }) =>
    renderToStaticMarkup(
      <ArticleView
        article={testArticle({
          displayCategory: null,
          loginRequired: true,
          blocked,
          blocks: blocked ? [] : [body],
        })}
        showMeta
        siteName="Kingsmere Park"
        reader={reader}
      />,
    );

  it('offers a visitor the teaser and a sign-in that returns to the article, never the body', () => {
    const html = view(true, { signedIn: false, path: '/content/golden-tithe-team-interview' });
    expect(html).toContain('This article is for members');
    expect(html).toContain('href="/api/session/sign-in?return=%2Fcontent%2Fgolden-tithe-team-interview"');
    expect(html).toContain('Sign in to read');
    expect(html).not.toContain('Become a member');
    expect(html).not.toContain('The whole story');
  });

  it('offers a signed-in fan without the membership the way to become a member', () => {
    const html = view(true, { signedIn: true, path: '/content/golden-tithe-team-interview' });
    expect(html).toContain('This article is for members');
    expect(html).toContain('href="/memberships"');
    expect(html).toContain('Become a member');
    expect(html).not.toContain('Sign in to read');
  });

  it('shows the body, and no notice, when the content service gave it', () => {
    const html = view(false, { signedIn: true, path: '/content/golden-tithe-team-interview' });
    expect(html).toContain('The whole story from the yard.');
    expect(html).not.toContain('This article is for members');
  });
});
