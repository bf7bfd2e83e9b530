import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from './table';

/** Each page is its own chunk, loaded when its route is first opened. */
export const pageLoaders: Record<PageKey, () => Promise<{ default: ComponentType }>> = {
  login: () => import('../pages/auth/LoginPage'),
  register: () => import('../pages/auth/RegisterPage'),
  forgotPassword: () => import('../pages/auth/ForgotPasswordPage'),
  resetPassword: () => import('../pages/auth/ResetPasswordPage'),
  undoEmailChange: () => import('../pages/auth/UndoEmailChangePage'),
  undoAccountDeletion: () => import('../pages/auth/UndoAccountDeletionPage'),
  paymentResult: () => import('../pages/payment/PaymentResultPage'),
  miscComingSoon: () => import('../pages/misc/ComingSoonMiscPage'),
  notAuthorized: () => import('../pages/misc/NotAuthorizedPage'),
  maintenance: () => import('../pages/misc/MaintenancePage'),
  error: () => import('../pages/misc/ErrorPage'),
  privacySharing: () => import('../pages/misc/PrivacySharingPage'),
  faq: () => import('../pages/misc/FaqPage'),
  myData: () => import('../pages/myData/MyDataPage'),
  dontPublish: () => import('../pages/myData/DontPublishPage'),
  dataRequests: () => import('../pages/users/DataRequestsPage'),
  dashboard: () => import('../pages/dashboard/DashboardPage'),
  upload: () => import('../pages/upload/UploadPage'),
  profiles: () => import('../pages/profiles/ProfilesPage'),
  profileEdit: () => import('../pages/profiles/EditProfilePage'),
  createProfile: () => import('../pages/profiles/CreateProfilePage'),
  marketplace: () => import('../pages/marketplace/MarketplacePage'),
  resumeSearch: () => import('../pages/marketplace/ResumeSearchPage'),
  purchasedProfiles: () => import('../pages/marketplace/PurchasedProfilesPage'),
  wallet: () => import('../pages/wallet/WalletPage'),
  tatPurchase: () => import('../pages/wallet/TatPurchasePage'),
  pricing: () => import('../pages/pricing/PricingPage'),
  checkout: () => import('../pages/checkout/CheckOutPage'),
  accountProfile: () => import('../pages/account/ProfilePage'),
  accountOverview: () => import('../pages/account/AccountOverviewPage'),
  accountSettings: () => import('../pages/account/AccountSettingsPage'),
  apiKey: () => import('../pages/account/ApiKeyPage'),
  license: () => import('../pages/account/LicensePage'),
  userDashboard: () => import('../pages/jobseeker/UserDashboardPage'),
  profileProject: () => import('../pages/jobseeker/ProfileProjectPage'),
  keywordManagement: () => import('../pages/exclusions/KeywordManagementPage'),
  domainManagement: () => import('../pages/exclusions/DomainManagementPage'),
  keywordExclusion: () => import('../pages/exclusions/KeywordExclusionPage'),
  experienceKeyword: () => import('../pages/exclusions/ExperienceKeywordPage'),
  jobs: () => import('../pages/jobs/JobsPage'),
  jobForm: () => import('../pages/jobs/JobFormPage'),
  viewJob: () => import('../pages/jobs/ViewJobPage'),
  jobApplications: () => import('../pages/jobs/ApplicationsPage'),
  jobTemplates: () => import('../pages/jobs/TemplatesPage'),
  jobTemplateForm: () => import('../pages/jobs/TemplateFormPage'),
  receivedProfiles: () => import('../pages/jobs/ReceivedProfilesPage'),
  searchJob: () => import('../pages/seeker/SearchJobPage'),
  applyJob: () => import('../pages/seeker/ApplyJobPage'),
  publicJob: () => import('../pages/seeker/PublicJobPage'),
  myApplications: () => import('../pages/seeker/MyApplicationsPage'),
  freework: () => import('../pages/projects/FreeworkPage'),
  projectForm: () => import('../pages/projects/ProjectFormPage'),
  projectDetails: () => import('../pages/projects/ProjectDetailsPage'),
  manageProject: () => import('../pages/projects/ManageProjectPage'),
  freelancerDashboard: () => import('../pages/projects/FreelancerDashboardPage'),
  freelancerProfile: () => import('../pages/projects/FreelancerProfilePage'),
  communications: () => import('../pages/messaging/CommunicationsPage'),
  emailPlugin: () => import('../pages/plugins/EmailPluginPage'),
  messageTemplates: () => import('../pages/templates/MessageTemplatesPage'),
  invoices: () => import('../pages/invoices/InvoicesPage'),
  invoicePreview: () => import('../pages/invoices/InvoicePreviewPage'),
  invoicePrint: () => import('../pages/invoices/InvoicePrintPage'),
  invoiceForm: () => import('../pages/invoices/InvoiceFormPage'),
  landingEditor: () => import('../pages/landing/LandingEditorPage'),
  blogList: () => import('../pages/blog/BlogListPage'),
  blogDetail: () => import('../pages/blog/BlogDetailPage'),
  blogEdit: () => import('../pages/blog/BlogEditPage'),
  mobilePlugin: () => import('../pages/plugins/MobilePluginPage'),
  clients: () => import('../pages/clients/ClientsPage'),
  clientForm: () => import('../pages/clients/ClientFormPage'),
  usersList: () => import('../pages/users/UsersListPage'),
  userForm: () => import('../pages/users/UserFormPage'),
  userView: () => import('../pages/users/UserViewPage'),
  roles: () => import('../pages/users/RolesPage'),
  roleForm: () => import('../pages/users/RoleFormPage'),
  auditLog: () => import('../pages/users/AuditLogPage'),
  retention: () => import('../pages/users/RetentionPage'),
  teamMembers: () => import('../pages/team/TeamPage'),
  teamMemberForm: () => import('../pages/team/TeamMemberFormPage'),
  userServices: () => import('../pages/userServices/UserServicesPage'),
};

const cache = new Map<PageKey, LazyExoticComponent<ComponentType>>();

export function lazyPage(key: PageKey): LazyExoticComponent<ComponentType> {
  let page = cache.get(key);
  if (!page) {
    page = lazy(pageLoaders[key]);
    cache.set(key, page);
  }
  return page;
}

const preloaded = new Set<PageKey>();

/**
 * Starts loading a page's chunk now (the shell's chunk loads at the same time), instead of when the
 * shell first renders the page. Failures surface where the lazy page renders, under the route's error page.
 */
export function preloadPage(key: PageKey): void {
  // Once per page: each call would run Vite's preload helper over all the chunk's dependencies again.
  if (preloaded.has(key)) return;
  preloaded.add(key);
  pageLoaders[key]().catch(() => undefined);
}
