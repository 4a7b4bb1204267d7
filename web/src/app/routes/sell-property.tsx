import { SellerForm } from '../../features/sell/components/seller-form';
import { PageHeader } from '../../components/ui/page-header';

/** `/sell-property` (signed in; the guard sends visitors to /): the external seller form. */
export function SellPropertyRoute() {
  return (
    <div className="container">
      <PageHeader
        title="Sell Your Property"
        intro="Thinking of selling? Tell us about your property and our team will be in touch to discuss an off-market sale."
      />
      <SellerForm />
    </div>
  );
}
