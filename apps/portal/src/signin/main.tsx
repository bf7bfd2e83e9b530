/**
 * The sign-in entry: the script of the prerendered /login page (scripts/prerender.mjs). It hydrates the
 * page with SignInApp when the HTML was made for this visitor (anonymous, left to right); otherwise it
 * hands over to the full app, whose assets the page lists in #app-assets. After signing in, the page
 * navigates to the user's home, which loads the full app.
 */
import { hydrateRoot } from 'react-dom/client';
import { configurePublicCalls } from '@talent/api/client';
import { canHydrate } from '../app/boot';
import { startFullApp } from '../app/handover';
import { isSignInPath } from './pages';
import { SignInApp } from './SignInApp';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
configurePublicCalls({ baseURL: import.meta.env.VITE_API_BASE_URL ?? '' });
const path = window.location.pathname;
if (isSignInPath(path) && canHydrate(root, path)) hydrateRoot(root, <SignInApp path={path} />);
else startFullApp();
