import { Download, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Resource } from '@shared/domain/resource';
import { resourceAction } from '@shared/rules/resource-action';
import { Button, buttonClass, type ButtonVariant } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { resourceDownloadUrl } from '../api/resources';

export const DOWNLOAD_FAILED = 'Failed to download the resource';

/** Opens a tab at once (inside the click, so no popup blocker) and points it at the signed link when it comes. */
function openDownload(id: string) {
  const tab = window.open('about:blank', '_blank');
  resourceDownloadUrl(id).then(
    (url) => {
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    },
    () => {
      tab?.close();
      toast.error(DOWNLOAD_FAILED);
    },
  );
}

/** A resource's action: a download through a signed link, an internal page, or another site in a new tab. */
export function ResourceActionButton({ resource, variant = 'secondary' }: { resource: Resource; variant?: ButtonVariant }) {
  const action = resourceAction(resource);
  if (!action) return null;
  const label = resource.actionText;
  if (action.kind === 'download') {
    return (
      <Button variant={variant} onClick={() => openDownload(action.resourceId)}>
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
