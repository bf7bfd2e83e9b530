/**
 * The curated visual set: each story is captured in every skin and both directions
 * (6 stories x 4 skins x 2 directions = 48 baselines); a story may name fewer skins or directions of its own
 * (the gallery's screens: light and dark), or list its exact skin and direction pairs (`variants`) when it
 * needs a direction in fewer skins than the other. Pick stories without interactions, or
 * whose play function only asserts, so the picture is the same on every run.
 */
export const visualStories = [
  { id: 'components-button--variants-and-tones', name: 'button' },
  { id: 'components-textfield--invalid', name: 'textfield-invalid' },
  { id: 'components-statcard--tones', name: 'statcard' },
  { id: 'patterns-datatable--selected', name: 'datatable' },
  { id: 'patterns-pricinggrid--no-plan', name: 'pricing' },
  { id: 'templates-appshell--navbar-and-footer-types', name: 'appshell', fullPage: true },
  // The template gallery's main screens (issue 21): light and dark, and one of them in RTL.
  {
    id: 'templates-e-mail--inbox',
    name: 'gallery-email',
    skins: ['light', 'dark'],
    directions: ['ltr', 'rtl'],
  },
  { id: 'templates-to-do--my-tasks', name: 'gallery-todo', skins: ['light', 'dark'], directions: ['ltr'] },
  { id: 'templates-chat--chats', name: 'gallery-chat', skins: ['light', 'dark'], directions: ['ltr'] },
  {
    id: 'templates-calendar--month',
    name: 'gallery-calendar',
    skins: ['light', 'dark'],
    directions: ['ltr', 'rtl'],
  },
  {
    id: 'templates-invoices--list',
    name: 'gallery-invoice-list',
    skins: ['light', 'dark'],
    directions: ['ltr', 'rtl'],
  },
  {
    id: 'templates-invoices--preview',
    name: 'gallery-invoice-preview',
    skins: ['light'],
    directions: ['ltr'],
  },
  {
    id: 'templates-e-commerce--shop',
    name: 'gallery-ecommerce',
    skins: ['light', 'dark'],
    directions: ['ltr'],
  }, // Issue 22, pages: profile, FAQ, pricing and the blog list; light and dark, the profile also in RTL.
  {
    id: 'templates-profile--profile',
    name: 'gallery-profile',
    skins: ['light', 'dark'],
    directions: ['ltr', 'rtl'],
  },
  { id: 'templates-faq--categories', name: 'gallery-faq', skins: ['light', 'dark'], directions: ['ltr'] },
  {
    id: 'templates-pricing--monthly',
    name: 'gallery-pricing',
    skins: ['light', 'dark'],
    directions: ['ltr'],
  },
  { id: 'templates-blog--list', name: 'gallery-blog-list', skins: ['light', 'dark'], directions: ['ltr'] },
  // Issue 22, users area: the users list, the user view, roles and permissions.
  {
    id: 'templates-users--list',
    name: 'gallery-users',
    skins: ['light', 'dark'],
    directions: ['ltr', 'rtl'],
  },
  { id: 'templates-users--view', name: 'gallery-user-view', skins: ['light', 'dark'], directions: ['ltr'] },
  { id: 'templates-roles--roles', name: 'gallery-roles', skins: ['light', 'dark'], directions: ['ltr'] },
  {
    id: 'templates-permissions--permissions',
    name: 'gallery-permissions',
  }, // Issue 22, auth variants: the cover login and register pages.
  {
    id: 'templates-auth-variants--login-cover',
    name: 'gallery-login-cover',
    skins: ['light', 'dark'],
    directions: ['ltr', 'rtl'],
  },
  {
    id: 'templates-auth-variants--register-cover',
    name: 'gallery-register-cover',
  }, // Issue 22's showcase pages generated from the design system's stories: light and dark, /colors in RTL too.
  {
    id: 'templates-colors--light',
    name: 'gallery-colors',
    skins: ['light', 'dark'],
    directions: ['ltr', 'rtl'],
  },
  // The dashboards and the data tables page (spec 001): light and dark, the analytics dashboard also in RTL
  // (light). Their charts draw without animation (Chart.tsx), and the stories wait for every chart.
  {
    id: 'templates-analytics-dashboard--overview',
    name: 'gallery-analytics',
    variants: [
      { skin: 'light', direction: 'ltr' },
      { skin: 'dark', direction: 'ltr' },
      { skin: 'light', direction: 'rtl' },
    ],
  },
  {
    id: 'templates-e-commerce-dashboard--overview',
    name: 'gallery-ecommerce-dashboard',
    skins: ['light', 'dark'],
    directions: ['ltr'],
  },
  {
    id: 'templates-data-tables--first-page',
    name: 'gallery-datatables',
    skins: ['light', 'dark'],
    directions: ['ltr'],
  },
];

export const skins = ['light', 'bordered', 'dark', 'semi-dark'];
export const directions = ['ltr', 'rtl'];

/** Fixed viewport; the shell is wider than the 1200 px breakpoint so the side menu shows. */
export const viewport = { width: 1280, height: 800 };
