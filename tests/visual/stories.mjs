/**
 * The curated visual set: each story is captured in every skin and both directions
 * (6 stories x 4 skins x 2 directions = 48 baselines); a story may name fewer skins or directions of its own
 * (the gallery's screens: light and dark). Pick stories without interactions, or
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
  },
];

export const skins = ['light', 'bordered', 'dark', 'semi-dark'];
export const directions = ['ltr', 'rtl'];

/** Fixed viewport; the shell is wider than the 1200 px breakpoint so the side menu shows. */
export const viewport = { width: 1280, height: 800 };
