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
  return {
    knowledgeBase: categories.map((c, i) => ({ id: i + 1, ...c, img: '' })),
    categories: categories.map((c, i) => ({ id: i + 1, ...c, questions: questions[c.category]! })),
    question: {
      slug: 'supported-files',
      title: 'Which files can I upload?',
      lastUpdated: '10 Dec 2025',
      content:
        '<p>PDF, Word (DOCX), Outlook messages (.msg), e-mails (.eml) and web pages (.html). Each file is parsed in your browser.</p>',
      relatedQuestions: questions.uploading!.filter((q) => q.slug !== 'supported-files'),
    },
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
    detail: {
      blog: {
        title: posts[0]!.title,
        avatar: '',
        userFullName: posts[0]!.userFullName,
        createdTime: posts[0]!.blogPosted,
        tags: posts[0]!.tags,
        content: '<p>Design for the web has changed more in the last year than in the five before it.</p>',
        comments: 76,
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
    },
    edit: {
      avatar: '',
      userFullName: 'Chad Alexander',
      createdTime: 'May 24, 2025',
      blogTitle: 'The Best Features Coming to iOS and Web design',
      blogCategories: [
        { value: 'fashion', label: 'Fashion' },
        { value: 'gaming', label: 'Gaming' },
      ],
      slug: 'the-best-features-coming-to-ios-and-web-design',
      status: 'Published',
      excerpt: 'A piece of writing that opens with a question.',
      featuredImage: '',
    },
  };
}
