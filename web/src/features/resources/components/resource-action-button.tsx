import { Download, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Resource } from '@shared/domain/resource';
import { resourceAction } from '@shared/rules/resource-action';
import { Button, buttonClass, type ButtonVariant } from '../../../components/ui/button';
import { openSignedLink } from '../../../lib/open-signed-link';
import { resourceDownloadUrl } from '../api/resources';

export const DOWNLOAD_FAILED = 'Failed to download the resource';

/** A resource's action: a download through a signed link, an internal page, or another site in a new tab. */
export function ResourceActionButton({ resource, variant = 'secondary' }: { resource: Resource; variant?: ButtonVariant }) {
  const action = resourceAction(resource);
  if (!action) return null;
  const label = resource.actionText;
  if (action.kind === 'download') {
    return (
      <Button variant={variant} onClick={() => openSignedLink(() => resourceDownloadUrl(action.resourceId), DOWNLOAD_FAILED)}>
        <Download size={16} aria-hidden="true" />
        {label}
      </Button>
    );
  }
  if (action.kind === 'internal') {
    return (
      <Link className={buttonClass({ variant })} to={action.to}>
        {label}
      </Link>
    );
  }
  return (
    <a className={buttonClass({ variant })} href={action.href} target="_blank" rel="noopener noreferrer">
      {label}
      <ExternalLink size={16} aria-hidden="true" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
