import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AccountSettings = lazy(() => import('../pages/account/AccountSettingsPage'));
const Profile = lazy(() => import('../pages/profile/ProfilePage'));
const Faq = lazy(() => import('../pages/faq/FaqPage'));
const KnowledgeBase = lazy(() => import('../pages/knowledge/KnowledgeBasePage'));
const Pricing = lazy(() => import('../pages/pricing/PricingPage'));
const BlogList = lazy(() => import('../pages/blog/BlogList'));
const BlogDetail = lazy(() => import('../pages/blog/BlogDetail'));
const BlogEdit = lazy(() => import('../pages/blog/BlogEdit'));
const License = lazy(() => import('../pages/license/LicensePage'));
const ApiKey = lazy(() => import('../pages/apikey/ApiKeyPage'));
const ModalExamples = lazy(() => import('../pages/modals/ModalExamples'));
const Misc = lazy(() => import('../pages/misc'));

/** The gallery's routes for the pages: profile, account settings, FAQ, knowledge base, pricing, blog, license, API key, modal examples and misc (issue 22): inside the demo shell. */
export const shellRoutes: RouteObject[] = [
  { path: 'pages/account-settings', element: <AccountSettings /> },
  { path: 'pages/account-settings/:tab', element: <AccountSettings /> },
  { path: 'pages/profile', element: <Profile /> },
  { path: 'pages/faq', element: <Faq /> },
  { path: 'pages/knowledge-base', element: <KnowledgeBase /> },
  { path: 'pages/knowledge-base/:category', element: <KnowledgeBase /> },
  { path: 'pages/knowledge-base/:category/:question', element: <KnowledgeBase /> },
  { path: 'pages/pricing', element: <Pricing /> },
  { path: 'pages/blog/list', element: <BlogList /> },
  { path: 'pages/blog/detail', element: <BlogDetail /> },
  { path: 'pages/blog/detail/:id', element: <BlogDetail /> },
  { path: 'pages/blog/edit', element: <BlogEdit /> },
  { path: 'pages/blog/edit/:id', element: <BlogEdit /> },
  { path: 'pages/license', element: <License /> },
  { path: 'pages/api-key', element: <ApiKey /> },
  { path: 'pages/modal-examples', element: <ModalExamples /> },
];

/** Routes of this area in the blank layout (no side menu, no top bar): the misc pages, as in the product. */
export const blankRoutes: RouteObject[] = [
  { path: 'misc/coming-soon', element: <Misc /> },
  { path: 'misc/not-authorized', element: <Misc /> },
  { path: 'misc/maintenance', element: <Misc /> },
  { path: 'misc/error', element: <Misc /> },
];
