import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogResource } from '../../../shared/contract/blog/index.js';
import { detailResultSchema, listResultSchema } from '../../../shared/contract/index.js';
import { buildTestServer, type TestServer } from '../../../tests/helpers/buildTestServer.js';

const BASE = '/api/admin/blog';
const PostResult = detailResultSchema(blogResource.schemas.record);
const PostList = listResultSchema(blogResource.schemas.record);

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await buildTestServer({ demo: { customers: 0 } });
  admin = await server.login();
});
afterAll(async () => server.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => server.injectAs(admin, { method, url, ...(payload && { payload }) });
const body = (overrides: Record<string, unknown> = {}) => ({ title: 'Five motor insurance tips', slug: 'motor-tips', content: '<p>Compare <em>every</em> insurer.</p>', ...overrides });

describe('blog posts (the resource kit)', () => {
  it('creates a post as a draft, publishes it with the spec\'s status call, and lists it by status', async () => {
    const post = PostResult.parse((await send('POST', BASE, body())).json()).data;
    expect(post).toMatchObject({ slug: 'motor-tips', isActive: false, coverImage: null });
    const published = await send('POST', '/api/blog/product-status', { blogId: post._id, isActive: true });
    expect(published.json()).toMatchObject({ message: 'Blog post enabled', data: { isActive: true } });
    expect(PostList.parse((await send('GET', `${BASE}?isActive=true`)).json()).data.map((row) => row.slug)).toEqual(['motor-tips']);
    expect((await send('POST', '/api/blog/product-status', { blogId: post._id })).statusCode).toBe(400);
  });

  it('refuses a slug that is not lower-case words joined by -, and one in use', async () => {
    for (const slug of ['Motor-Tips', 'motor tips', '-motor', 'motor--tips', 'tips-']) {
      const response = await send('POST', BASE, body({ slug }));
      expect(response.statusCode, slug).toBe(400);
      expect(response.json().fieldErrors).toEqual({ slug: 'Slug may use lower-case letters and digits joined by -' });
    }
    await send('POST', BASE, body({ slug: 'health-basics' }));
    const taken = await send('POST', BASE, body({ title: 'Another', slug: 'health-basics' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A blog post with this slug already exists');
  });

  it('stores content cleaned of scripts, handlers and javascript: links', async () => {
    const post = PostResult.parse((await send('POST', BASE, body({ slug: 'clean', content: '<h2 onmouseover="x()">Hi</h2><script>steal()</script><a href="javascript:steal()">more</a>' }))).json()).data;
    expect(post.content).toBe('<h2>Hi</h2><a target="_blank" rel="noopener noreferrer">more</a>');
  });
});
