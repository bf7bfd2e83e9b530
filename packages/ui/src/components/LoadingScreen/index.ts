export { LoadingScreen, defaultLogo, type LoadingScreenProps } from './LoadingScreen';
