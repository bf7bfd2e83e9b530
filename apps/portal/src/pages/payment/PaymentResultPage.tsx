import { useLocation } from 'react-router-dom';
import { MiscPage } from '../misc/MiscPage';

/** /payment/{success|fail}/{subscription|token}: the card provider returns here. */
export default function PaymentResultPage() {
  const { pathname } = useLocation();
  const success = pathname.startsWith('/payment/success');
  const what = pathname.endsWith('/token') ? 'token purchase' : 'subscription';
  return success ? (
    <MiscPage
      icon="check"
      title="Payment Successful"
      description={`Thank you! Your ${what} payment has been received.`}
    />
  ) : (
    <MiscPage
      title="Payment Failed"
      description={`Your ${what} payment did not go through. No money was taken.`}
    />
  );
}
