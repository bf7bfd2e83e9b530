import { http, HttpResponse } from 'msw';
import { accountSettingsFixture, blogFixture, knowledgeBaseFixture, profileFixture } from '../data/content';
import { demoPath, fail } from '../http';

/** The read-only page samples of spec 001's table: account settings, profile, knowledge base and blog. */
export const contentHandlers = [
  http.get(demoPath('/account-setting/data'), () => HttpResponse.json(accountSettingsFixture())),
  http.get(demoPath('/profile/data'), () => HttpResponse.json(profileFixture())),
  http.get(demoPath('/faq/data/knowledge_base'), () =>
    HttpResponse.json(knowledgeBaseFixture().knowledgeBase),
  ),
  http.get(demoPath('/faq/data/category'), () => HttpResponse.json(knowledgeBaseFixture().categories)),
  /** Without `slug`, the sample question; with one, that question's article, 404 when no question has it. */
  http.get(demoPath('/faq/data/question'), ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    const kb = knowledgeBaseFixture();
    if (slug === null) return HttpResponse.json(kb.question);
    const article = kb.articles[slug];
    return article ? HttpResponse.json(article) : fail(404, 'No question has this address.');
  }),
  http.get(demoPath('/blog/list/data'), () => HttpResponse.json(blogFixture().list)),
  http.get(demoPath('/blog/list/data/sidebar'), () => HttpResponse.json(blogFixture().sidebar)),
  /** Without `id`, the sample post (1); with one, that post, 404 when no post has it. */
  http.get(demoPath('/blog/list/data/detail'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const blog = blogFixture();
    if (id === null) return HttpResponse.json(blog.detail);
    const detail = blog.details[Number(id)];
    return detail ? HttpResponse.json(detail) : fail(404, 'No post has this id.');
  }),
  http.get(demoPath('/blog/list/data/edit'), ({ request }) => {
    const id = new URL(request.url).searchParams.get('id');
    const blog = blogFixture();
    if (id === null) return HttpResponse.json(blog.edit);
    const edit = blog.edits[Number(id)];
    return edit ? HttpResponse.json(edit) : fail(404, 'No post has this id.');
  }),
];
