export {
  Button,
  LinkButton,
  buttonClassName,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type LinkButtonProps,
} from './Button';
