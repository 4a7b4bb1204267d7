import type { PriceChange } from '@shared/domain/alert';
import { recentReduction } from '@shared/rules/alert-matching';
import { formatPrice } from '@shared/rules/money';
import { Badge } from '../ui/badge';

/** 'Reduced' with the previous price, while the latest price change is a fall of the last 30 days. */
export function ReducedBadge({ price, history }: { price: number; history: readonly PriceChange[] | undefined }) {
  const reduction = recentReduction(price, history);
  if (!reduction) return null;
  return (
    <Badge tone="danger" className="reduced-badge">
      Reduced <s aria-label={`from ${formatPrice(reduction.price)}`}>{formatPrice(reduction.price)}</s>
    </Badge>
  );
}
