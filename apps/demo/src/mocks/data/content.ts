/**
 * Read-only samples of the demo's pages (spec 001 section 3): account settings, the demo profile, the
 * knowledge base and the sample blog. Written fixtures, the same on every load.
 */
export function accountSettingsFixture() {
  return {
    general: {
      username: 'johndoe',
      fullName: 'John Doe',
      email: 'john.doe@example.com',
      company: 'Crystal Technologies',
    },
    info: {
      bio: 'Recruiter who likes well-structured resumes.',
      dob: '1990-04-12',
      country: 'USA',
      website: 'https://example.com',
      phone: '(718) 555-0100',
    },
    social: {
      socialLinks: {
        twitter: 'https://twitter.com',
        facebook: '',
        google: '',
        linkedIn: 'https://linkedin.com',
        instagram: '',
        quora: '',
      },
      connections: {
        twitter: true,
        facebook: false,
        google: true,
        linkedIn: true,
        instagram: false,
        quora: false,
      },
    },
    notification: {
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: true,
      productUpdates: false,
      blogDigest: true,
    },
  };
}

/** The demo profile. The header says 100% profile completion is needed (spec 001 section 2). */
export function profileFixture() {
  return {
    header: {
      avatar: '',
      username: 'John Doe',
      designation: 'Senior Recruiter',
      coverImg: '',
      userType: 'recruiter',
      completion: 60,
      completionNotice: 'Complete your profile to 100% before you can use the portal.',
    },
    userAbout: {
      about: 'I hire engineers and designers for product teams.',
      joined: 'November 15, 2015',
      lives: 'New York, USA',
      email: 'john.doe@example.com',
      mobile: '(718) 555-0100',
      coin: 250,
    },
    companyAbout: [
      { keyName: 'about_company_statement', title: 'About the company', text: 'We build hiring tools.' },
      {
        keyName: 'equal_employee_opportunity',
        title: 'Equal employment opportunity',
        text: 'We hire on merit, whatever your background.',
      },
      {
        keyName: 'hire_visa_candidates_statement',
        title: 'Visa candidates',
        text: 'We sponsor visas for the right people.',
      },
    ],
    profileCompliances: [
      { title: 'E-mail verified', done: true },
      { title: 'Phone verified', done: true },
      { title: 'Company statements', done: false },
    ],
    suggestedPages: [
      { avatar: '', username: 'Peter Reed', subtitle: 'Company' },
      { avatar: '', username: 'Harriett Adkins', subtitle: 'Company' },
    ],
    feeds: [{ id: 1, author: 'John Doe', text: 'Hiring two backend engineers this month.', likes: 12 }],
    posts: [{ id: 1, title: 'How we read resumes', excerpt: 'Five things we look for first.', comments: 3 }],
    photos: ['', '', ''],
    polls: [
      {
        question: 'Best day for interviews?',
        answers: [
          { text: 'Tuesday', votes: 12 },
          { text: 'Thursday', votes: 8 },
        ],
      },
    ],
  };
}

export interface KnowledgeQuestion {
  id: number;
  slug: string;
  question: string;
}

export function knowledgeBaseFixture() {
  const categories = [
    { category: 'getting-started', title: 'Getting started', desc: 'Your first steps on the marketplace.' },
    { category: 'uploading', title: 'Uploading resumes', desc: 'Files, parsing and the upload limits.' },
    { category: 'marketplace', title: 'Marketplace', desc: 'Publishing, renting and buying profiles.' },
    { category: 'billing', title: 'Billing', desc: 'Plans, coins and invoices.' },
  ];
  const questions: Record<string, KnowledgeQuestion[]> = {
    'getting-started': [
      { id: 1, slug: 'create-an-account', question: 'How do I create an account?' },
      { id: 2, slug: 'choose-a-plan', question: 'Which plan should I choose?' },
    ],
    uploading: [
      { id: 3, slug: 'supported-files', question: 'Which files can I upload?' },
      { id: 4, slug: 'upload-limit', question: 'How many resumes can I upload?' },
    ],
    marketplace: [
      { id: 5, slug: 'publish-a-profile', question: 'How do I publish a profile?' },
      { id: 6, slug: 'earn-from-profiles', question: 'How do I earn from my profiles?' },
    ],
    billing: [
      { id: 7, slug: 'pay-with-coins', question: 'How do coins work?' },
      { id: 8, slug: 'find-my-invoices', question: 'Where are my invoices?' },
    ],
  };
  /** Each question's article, as the fixture's HTML paragraphs. */
  const articles: Record<string, string> = {
    'create-an-account':
      '<p>Choose Register on the login page, give your e-mail, a username and a password, and confirm the e-mail we send.</p>',
    'choose-a-plan':
      '<p>Start on the free plan. Move to the paid plan when you upload more than 200 resumes a month or want to sell profiles.</p>',
    'supported-files':
      '<p>PDF, Word (DOCX), Outlook messages (.msg), e-mails (.eml) and web pages (.html). Each file is parsed in your browser.</p>',
    'upload-limit':
      '<p>The free plan uploads 200 resumes a month; the paid plan has no monthly limit.</p><p>Extra uploads bought with coins never expire.</p>',
    'publish-a-profile':
      '<p>Open a parsed resume, check its fields, and choose Publish. Private data stays hidden until someone rents the profile.</p>',
    'earn-from-profiles':
      '<p>Each time a published profile is rented or bought, its price reaches your wallet.</p>',
    'pay-with-coins': '<p>Coins are bought in advance; 10 coins buy one extra upload.</p>',
    'find-my-invoices': '<p>Every payment has an invoice on the invoices page of your account.</p>',
  };
  const articleOf = (category: string, q: KnowledgeQuestion) => ({
    slug: q.slug,
    category,
    title: q.question,
    lastUpdated: '10 Dec 2025',
    content: articles[q.slug]!,
    relatedQuestions: questions[category]!.filter((other) => other.slug !== q.slug),
  });
  return {
    /** Every question's article by slug (the question handler's `?slug=`). */
    articles: Object.fromEntries(
      Object.entries(questions).flatMap(([category, list]) =>
        list.map((q) => [q.slug, articleOf(category, q)]),
      ),
    ),
    knowledgeBase: categories.map((c, i) => ({ id: i + 1, ...c, img: '' })),
    categories: categories.map((c, i) => ({ id: i + 1, ...c, questions: questions[c.category]! })),
    question: articleOf('uploading', questions.uploading![0]!),
  };
}

/** Spec 001 section 3: the blog's tags, in this order. */
export const blogTags = ['Quote', 'Fashion', 'Gaming', 'Video', 'Food'] as const;

export function blogFixture() {
  const posts = [
    {
      id: 1,
      title: 'The best features coming to iOS and Web design',
      tags: ['Quote', 'Fashion'],
      comment: 76,
    },
    { id: 2, title: 'Latest Quirky Opening Sentence or Paragraph', tags: ['Gaming', 'Video'], comment: 2100 },
    {
      id: 3,
      title: 'Share an Amazing and Shocking Fact or Statistic',
      tags: ['Gaming', 'Food'],
      comment: 243,
    },
    { id: 4, title: 'Withhold a Compelling Piece of Information', tags: ['Video'], comment: 10 },
    { id: 5, title: 'Unadvertised Bonus Opening: Tell a Short Story', tags: ['Quote'], comment: 319 },
    { id: 6, title: 'Withhold a Compelling Piece of Information', tags: ['Food'], comment: 1500 },
  ].map((p, i) => ({
    ...p,
    img: '',
    avatar: '',
    userFullName: [
      'Ghani Pradita',
      'Jorge Griffin',
      'Claudia Neal',
      'Fred Boone',
      'Billy French',
      'Helena Hunt',
    ][i]!,
    blogPosted: `Jan ${String(10 + i)}, 2026`,
    excerpt: 'A piece of writing that opens with a question, a story or a surprising fact.',
  }));
  return {
    list: posts,
    sidebar: {
      recentPosts: posts
        .slice(0, 4)
        .map(({ id, title, img, blogPosted }) => ({ id, title, img, createdTime: blogPosted })),
      categories: blogTags.map((category) => ({ category, icon: category.toLowerCase() })),
    },
    detail: detailOf(posts[0]!),
    edit: editOf(posts[0]!),
    /** Each post's detail and edit form by id (the handlers' `?id=`). */
    details: Object.fromEntries(posts.map((p) => [p.id, detailOf(p)])),
    edits: Object.fromEntries(posts.map((p) => [p.id, editOf(p)])),
  };
}

interface BlogPost {
  id: number;
  title: string;
  tags: string[];
  comment: number;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  excerpt: string;
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function detailOf(
  post: Pick<BlogPost, 'id' | 'title' | 'avatar' | 'userFullName' | 'blogPosted' | 'tags' | 'comment'>,
) {
  return {
    blog: {
      id: post.id,
      title: post.title,
      avatar: post.avatar,
      userFullName: post.userFullName,
      createdTime: post.blogPosted,
      tags: post.tags,
      content:
        post.id === 1
          ? '<p>Design for the web has changed more in the last year than in the five before it.</p><p>Here are the features we expect to use most, and why they matter to people who read resumes all day.</p>'
          : '<p>Every good opening makes the reader ask a question.</p><p>Start with a story, a fact or a question, and answer it in the paragraphs that follow.</p>',
      comments: post.comment,
      bookmarked: 1500,
    },
    comments: [
      {
        avatar: '',
        userFullName: 'Chad Alexander',
        commentedAt: 'May 24, 2025',
        commentText: 'A variation on the question technique above.',
      },
    ],
  };
}

function editOf(post: Pick<BlogPost, 'id' | 'title' | 'tags' | 'excerpt'>) {
  return {
    id: post.id,
    avatar: '',
    userFullName: 'Chad Alexander',
    createdTime: 'May 24, 2025',
    blogTitle: post.title,
    blogCategories: post.tags.map((tag) => ({ value: tag.toLowerCase(), label: tag })),
    slug: slugOf(post.title),
    status: 'Published',
    excerpt: post.excerpt,
    featuredImage: '',
  };
}
