export {
  SmsSegmentCounter,
  smsEncodings,
  type SmsEncodingName,
  type SmsSegmentCounterLabels,
  type SmsSegmentCounterProps,
} from './SmsSegmentCounter';
