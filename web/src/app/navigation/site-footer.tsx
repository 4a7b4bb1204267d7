import { Link } from 'react-router-dom';
import { firmRegistrationLines, firmRegistrationsMissing } from '@shared/contract/firm';
import { getConfig } from '../../lib/config';
import { useProfile } from '../../lib/session/use-auth';
import { paths } from '@shared/contract/paths';

/** The foot of every framed page: the brand, the privacy notice and the firm's registrations (firm.ts says which law asks for each). */
export function SiteFooter() {
  const { brand, firm } = getConfig();
  const isAdmin = useProfile()?.role === 'admin';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <span>© {brand}</span>
        <Link to={paths.privacy()}>Privacy notice</Link>
      </div>
      {firm ? (
        <div className="site-footer__registrations" data-testid="firm-registrations">
          {firmRegistrationLines(firm).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : (
        isAdmin && (
          <p className="site-footer__registrations" data-testid="firm-registrations">
            {firmRegistrationsMissing}
          </p>
        )
      )}
    </footer>
  );
}
