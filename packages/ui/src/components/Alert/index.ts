export { Alert, alertTones, type AlertProps, type AlertRole, type AlertTone } from './Alert';
