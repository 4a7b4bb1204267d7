import { Link } from 'react-router-dom';
import { getConfig } from '../../lib/config';
import { paths } from '../../config/paths';

/** The foot of every framed page: the brand and the privacy notice. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <span>© {getConfig().brand}</span>
        <Link to={paths.privacy()}>Privacy notice</Link>
      </div>
    </footer>
  );
}
