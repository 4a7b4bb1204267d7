import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '@shared/contract/paths';

/** The way back to the sign-in page: the main action once a step is done, the secondary one under a form. */
export function BackToSignIn({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={paths.landing()} className={buttonClass({ variant, block: true })}>
      Back to Sign In
    </Link>
  );
}
