import { useState } from 'react';
import { Link2 } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DealInputs } from '@shared/domain/deal-scenario';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { dealSearch } from '../lib/deal-link';

/** A shareable link to these inputs: the page's own address with the inputs as its search. */
function useCopyLink(inputs: DealInputs, invalid: readonly string[]) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [link, setLink] = useState<string | null>(null);
  const copy = async () => {
    if (invalid.length) return toast.error(`Correct ${invalid.join(', ')} before copying a link`);
    const search = dealSearch(inputs);
    const url = `${window.location.origin}${pathname}?${search}`;
    navigate({ pathname, search }, { replace: true });
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.success('Link ready: copy it from the box below');
    }
  };
  return { link, copy };
}

/** 'Copy link' under the calculator, and the link itself once made, to copy by hand where the clipboard is refused. */
export function CopyLinkBar({ inputs, invalid }: { inputs: DealInputs; invalid: readonly string[] }) {
  const { link, copy } = useCopyLink(inputs, invalid);
  return (
    <div className="deal-actions">
      <Button variant="secondary" onClick={() => void copy()}>
        <Link2 size={16} aria-hidden="true" />
        Copy link
      </Button>
      {link && <input className="deal-actions__link" aria-label="Link to this analysis" readOnly value={link} onFocus={(event) => event.target.select()} />}
    </div>
  );
}
