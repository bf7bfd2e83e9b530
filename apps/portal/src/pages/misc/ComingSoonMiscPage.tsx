import { MiscPage } from './MiscPage';

export default function ComingSoonMiscPage() {
  return (
    <MiscPage
      icon="calendar"
      title="We are launching soon"
      description="We're creating something awesome. Please check back later."
    />
  );
}
