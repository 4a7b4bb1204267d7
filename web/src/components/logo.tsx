/** The portal's mark: a house outline in gold on navy. Decorative; pair it with the product name. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--color-brand)" />
      <path d="M8 16.5 16 9l8 7.5V24h-5.5v-5h-5v5H8z" fill="none" stroke="var(--color-accent)" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ name, size }: { name: string; size?: number }) {
  return (
    <span className="logo">
      <LogoMark size={size} />
      <span className="logo__name">{name}</span>
    </span>
  );
}
