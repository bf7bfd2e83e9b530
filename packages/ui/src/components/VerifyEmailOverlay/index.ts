export {
  VERIFICATION_CODE_LENGTH,
  VerifyEmailOverlay,
  isVerificationCode,
  type VerifyEmailOverlayProps,
} from './VerifyEmailOverlay';
