import { http, HttpResponse } from 'msw';
import { accountSettingsFixture, blogFixture, knowledgeBaseFixture, profileFixture } from '../data/content';
import { demoPath } from '../http';

/** The read-only page samples of spec 001's table: account settings, profile, knowledge base and blog. */
export const contentHandlers = [
  http.get(demoPath('/account-setting/data'), () => HttpResponse.json(accountSettingsFixture())),
  http.get(demoPath('/profile/data'), () => HttpResponse.json(profileFixture())),
  http.get(demoPath('/faq/data/knowledge_base'), () =>
    HttpResponse.json(knowledgeBaseFixture().knowledgeBase),
  ),
  http.get(demoPath('/faq/data/category'), () => HttpResponse.json(knowledgeBaseFixture().categories)),
  http.get(demoPath('/faq/data/question'), () => HttpResponse.json(knowledgeBaseFixture().question)),
  http.get(demoPath('/blog/list/data'), () => HttpResponse.json(blogFixture().list)),
  http.get(demoPath('/blog/list/data/sidebar'), () => HttpResponse.json(blogFixture().sidebar)),
  http.get(demoPath('/blog/list/data/detail'), () => HttpResponse.json(blogFixture().detail)),
  http.get(demoPath('/blog/list/data/edit'), () => HttpResponse.json(blogFixture().edit)),
];
