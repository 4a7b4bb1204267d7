import { Link } from 'react-router-dom';

/** 'Register Now' and 'View All Properties', both to the landing page; `block` makes them full width. */
export function RegisterActions({ block = false }: { block?: boolean }) {
  const width = block ? ' button--block' : '';
  return (
    <div className="pp-actions">
      <Link to="/" className={`button button--primary${width}`}>
        Register Now
      </Link>
      <Link to="/" className={`button button--secondary${width}`}>
        View All Properties
      </Link>
    </div>
  );
}
