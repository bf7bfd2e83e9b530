/**
 * The theme contract plus the skins that fill it. Components import `vars` from here, so wherever
 * any component is bundled the skin and global styles come along (a bundler keeps this module for
 * its side effect even when it only re-exports).
 */
import './global.css';

export { vars } from './vars.css';
