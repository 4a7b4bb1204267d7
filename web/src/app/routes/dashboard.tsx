import { PropertyList } from '../../features/properties/components/property-list';

export function DashboardRoute() {
  return (
    <div className="container">
      <header className="page-header">
        <h1>Exclusive Properties</h1>
        <p className="page-header__intro">Off-market investment opportunities, available only to our members.</p>
      </header>
      <PropertyList />
    </div>
  );
}
