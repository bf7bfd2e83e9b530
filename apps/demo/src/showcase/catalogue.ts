/**
 * Which showcase page shows which design-system story file (issue 22). The pages are generated from the
 * stories of `packages/ui`, so a component's showcase follows its stories; this table only says where each
 * story file goes. `test/showcaseCatalogue.test.ts` fails when a story file is missing here (a new
 * component cannot be forgotten) or when an entry names a file that no longer exists.
 */
export type ShowcasePageId =
  'ui-element' | 'components' | 'extensions' | 'page-layout' | 'forms' | 'tables' | 'charts';

export interface ShowcasePageInfo {
  id: ShowcasePageId;
  title: string;
  lead: string;
}

export const showcasePages: Record<ShowcasePageId, ShowcasePageInfo> = {
  'ui-element': {
    id: 'ui-element',
    title: 'UI elements',
    lead: 'The small building blocks: buttons, badges, avatars, alerts and the loading states, with every variant.',
  },
  components: {
    id: 'components',
    title: 'Components',
    lead: 'Cards, tabs, menus, dialogs, toasts and the marketplace cards built from them.',
  },
  extensions: {
    id: 'extensions',
    title: 'Extensions',
    lead: 'Larger patterns: the pipeline board, the permission matrix, pricing, the theme customizer and more.',
  },
  'page-layout': {
    id: 'page-layout',
    title: 'Page layouts',
    lead: 'The application frame: the shell with its menu layouts, the top bar and the footer.',
  },
  forms: {
    id: 'forms',
    title: 'Forms',
    lead: 'Every form control with its states, the form with validation, uploads, and an autocomplete on live data.',
  },
  tables: {
    id: 'tables',
    title: 'Tables',
    lead: 'The data table: search, sorting, selection, paging and its loading, empty and error states.',
  },
  charts: {
    id: 'charts',
    title: 'Charts',
    lead: 'The bar chart and the earnings chart, with their empty and loading states.',
  },
};

/** Story file (relative to `packages/ui/src/components/`) -> the showcase page that shows it. */
export const storyFilePages: Record<string, ShowcasePageId> = {
  'Alert/Alert.stories.tsx': 'ui-element',
  'Avatar/Avatar.stories.tsx': 'ui-element',
  'Badge/Badge.stories.tsx': 'ui-element',
  'Button/Button.stories.tsx': 'ui-element',
  'EmptyState/EmptyState.stories.tsx': 'ui-element',
  'LoadingScreen/LoadingScreen.stories.tsx': 'ui-element',
  'Skeleton/Skeleton.stories.tsx': 'ui-element',
  'Spinner/Spinner.stories.tsx': 'ui-element',
  'StarRating/StarRating.stories.tsx': 'ui-element',
  'StatusBadge/StatusBadge.stories.tsx': 'ui-element',

  'AlertDialog/AlertDialog.stories.tsx': 'components',
  'Card/Card.stories.tsx': 'components',
  'Dialog/Dialog.stories.tsx': 'components',
  'HistoryTimeline/HistoryTimeline.stories.tsx': 'components',
  'Menu/Menu.stories.tsx': 'components',
  'ProfileViewerDialog/ProfileViewerDialog.stories.tsx': 'components',
  'ProjectCard/ProjectCard.stories.tsx': 'components',
  'ProjectStateStepper/ProjectStateStepper.stories.tsx': 'components',
  'ProposalCard/ProposalCard.stories.tsx': 'components',
  'StatCard/StatCard.stories.tsx': 'components',
  'Tabs/Tabs.stories.tsx': 'components',
  'Toast/Toast.stories.tsx': 'components',

  'PermissionMatrix/PermissionMatrix.stories.tsx': 'extensions',
  'PipelineBoard/PipelineBoard.stories.tsx': 'extensions',
  'Pricing/Pricing.stories.tsx': 'extensions',
  'ScrollToTop/ScrollToTop.stories.tsx': 'extensions',
  'SmsSegmentCounter/SmsSegmentCounter.stories.tsx': 'extensions',
  'ThemeCustomizer/ThemeCustomizer.stories.tsx': 'extensions',
  'VerifyEmailOverlay/VerifyEmailOverlay.stories.tsx': 'extensions',
  'TopBar/GroupedSearch.stories.tsx': 'extensions',

  'AppShell/AppShell.stories.tsx': 'page-layout',
  'Footer/Footer.stories.tsx': 'page-layout',
  'TopBar/TopBar.stories.tsx': 'page-layout',

  'Checkbox/Checkbox.stories.tsx': 'forms',
  'ComboBox/ComboBox.stories.tsx': 'forms',
  'DatePicker/DatePicker.stories.tsx': 'forms',
  'Field/Field.stories.tsx': 'forms',
  'Form/Form.stories.tsx': 'forms',
  'Radio/Radio.stories.tsx': 'forms',
  'Select/Select.stories.tsx': 'forms',
  'SendingAccountFields/SendingAccountFields.stories.tsx': 'forms',
  'Switch/Switch.stories.tsx': 'forms',
  'TextField/TextField.stories.tsx': 'forms',
  'Upload/Upload.stories.tsx': 'forms',
  'Upload/UploadColumns.stories.tsx': 'forms',

  'DataTable/DataTable.stories.tsx': 'tables',

  'BarChart/BarChart.stories.tsx': 'charts',
  'EarningsChart/EarningsChart.stories.tsx': 'charts',
};

/** The story files of one page, in the table's order. */
export function storyFilesOf(page: ShowcasePageId): string[] {
  return Object.entries(storyFilePages)
    .filter(([, p]) => p === page)
    .map(([file]) => file);
}

/**
 * A showcase shows the page in the current skin and reading direction, so the stories that exist to show
 * every skin side by side (`Skins`, `SmsAccountSkins`) or another direction (`RTL`) are left out.
 */
export function isShowcased(exportName: string): boolean {
  return exportName !== 'RTL' && !exportName.endsWith('Skins');
}

/** The component name of a story title: `Patterns/Upload/DropZone` -> `DropZone`. */
export function componentName(title: string): string {
  return title.split('/').at(-1) ?? title;
}
