import { BookOpen, Calculator, Download, ExternalLink, FileText, HelpCircle, MapPin, UserCheck, type LucideIcon } from 'lucide-react';
import type { ResourceIcon as ResourceIconName } from '@shared/domain/resource';

/** The eight resource icons (spec section 5), lucide's components of the same names. */
export const resourceIconComponents: Record<ResourceIconName, LucideIcon> = {
  FileText,
  Calculator,
  BookOpen,
  HelpCircle,
  UserCheck,
  MapPin,
  Download,
  ExternalLink,
};

/** A resource's icon, decorative (the title says what it is). */
export function ResourceIcon({ name, size = 24 }: { name: ResourceIconName; size?: number }) {
  const Icon = resourceIconComponents[name] ?? FileText;
  return <Icon size={size} aria-hidden="true" />;
}
