import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const AccessControlPage = lazy(() => import('../auth/AccessControlPage'));
const LoginBasic = lazy(() => import('../auth/LoginPage').then((m) => ({ default: m.LoginBasic })));
const LoginCover = lazy(() => import('../auth/LoginPage').then((m) => ({ default: m.LoginCover })));
const RegisterCover = lazy(() => import('../auth/RegisterPage'));
const ForgotPassword = lazy(() =>
  import('../auth/PasswordPages').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPassword = lazy(() =>
  import('../auth/PasswordPages').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailBasic = lazy(() =>
  import('../auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailBasic })),
);
const VerifyEmailCover = lazy(() =>
  import('../auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailCover })),
);
const TwoStepsBasic = lazy(() => import('../auth/TwoStepsPage').then((m) => ({ default: m.TwoStepsBasic })));
const TwoStepsCover = lazy(() => import('../auth/TwoStepsPage').then((m) => ({ default: m.TwoStepsCover })));

/** The gallery's routes for the demo auth variants, the access-control page and the demo session (issue 22): inside the demo shell. */
export const shellRoutes: RouteObject[] = [{ path: 'access-control', element: <AccessControlPage /> }];

/** The nine demo auth variants (spec 001 section 2), in the blank layout (no side menu, no top bar). */
export const blankRoutes: RouteObject[] = [
  { path: 'pages/login-basic', element: <LoginBasic /> },
  { path: 'pages/login-cover', element: <LoginCover /> },
  { path: 'pages/register-cover', element: <RegisterCover /> },
  { path: 'pages/forgot-password-cover', element: <ForgotPassword /> },
  { path: 'pages/reset-password-cover', element: <ResetPassword /> },
  { path: 'pages/verify-email-basic', element: <VerifyEmailBasic /> },
  { path: 'pages/verify-email-cover', element: <VerifyEmailCover /> },
  { path: 'pages/two-steps-basic', element: <TwoStepsBasic /> },
  { path: 'pages/two-steps-cover', element: <TwoStepsCover /> },
];
