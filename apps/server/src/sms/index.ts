/** SMS providers: the interface, the platform outbox and Twilio's Messages API. */
export { OutboxSmsProvider, SmsSendError, type SmsProvider, type SmsResult } from './provider';
export { TwilioSmsProvider, type TwilioAccount } from './twilio';
