/** Routes of the pages: profile, account settings, FAQ, knowledge base, pricing, blog, license, API key, modal examples and misc (issue 22) beyond each gallery entry's own path, keyed by gallery id; the smoke test opens each. */
export const variants: Record<string, string[]> = {
  'account-settings': ['/pages/account-settings/notifications'],
  'knowledge-base': ['/pages/knowledge-base/uploading', '/pages/knowledge-base/uploading/upload-limit'],
  'blog-detail': ['/pages/blog/detail/3'],
  'blog-edit': ['/pages/blog/edit/3'],
  'blog-list': ['/pages/blog/list?tag=Gaming'],
};
