import { SellerForm } from '../../features/sell/components/seller-form';

/** `/sell-property` (signed in; the guard sends visitors to /): the external seller form. */
export function SellPropertyRoute() {
  return (
    <div className="container">
      <header className="page-header">
        <h1>Sell Your Property</h1>
        <p className="page-header__intro">
          Thinking of selling? Tell us about your property and our team will be in touch to discuss an off-market sale.
        </p>
      </header>
      <SellerForm />
    </div>
  );
}
