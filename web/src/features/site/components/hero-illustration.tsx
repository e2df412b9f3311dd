/** Decorative hero artwork drawn in SVG (no network images): a stay seen through a camera frame. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 360 300" className={className} fill="none">
      <rect x="40" y="36" width="260" height="200" rx="20" fill="#ffffff" opacity="0.14" />
      <rect x="62" y="20" width="260" height="200" rx="20" fill="#ffffff" />
      <clipPath id="hero-photo">
        <rect x="78" y="36" width="228" height="140" rx="12" />
      </clipPath>
      <g clipPath="url(#hero-photo)">
        <rect x="78" y="36" width="228" height="140" fill="#fdebe6" />
        <circle cx="250" cy="84" r="24" fill="#f4a38f" />
        <path d="M78 150c30-26 58-40 86-40s50 16 76 16 46-12 66-22v72H78z" fill="#0b6b69" opacity="0.85" />
        <path d="M78 162c34-14 64-18 96-10s62 14 132 0v24H78z" fill="#0b4f4d" />
        <path d="M124 120v-26l20-14 20 14v26z" fill="#ffffff" />
        <rect x="138" y="104" width="12" height="16" fill="#c94a34" />
      </g>
      <rect x="78" y="188" width="120" height="10" rx="5" fill="#0b3b3a" opacity="0.8" />
      <rect x="78" y="204" width="76" height="8" rx="4" fill="#526174" opacity="0.5" />
      <circle cx="286" cy="200" r="14" fill="#c94a34" />
      <path d="M280 200l4 4 8-8" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <g transform="translate(12 196)">
        <rect width="120" height="84" rx="16" fill="#0b3b3a" />
        <rect x="14" y="22" width="92" height="50" rx="10" fill="#ffffff" opacity="0.14" />
        <circle cx="60" cy="47" r="17" fill="#ffffff" opacity="0.9" />
        <circle cx="60" cy="47" r="10" fill="#0b6b69" />
        <rect x="78" y="10" width="22" height="8" rx="4" fill="#f4a38f" />
      </g>
      <g transform="translate(252 238)">
        <rect width="96" height="44" rx="22" fill="#ffffff" />
        <path
          d="M30 30s-12-7-12-15a6 6 0 0 1 12-1 6 6 0 0 1 12 1c0 8-12 15-12 15z"
          fill="#c94a34"
          transform="translate(-6 -2)"
        />
        <rect x="46" y="16" width="36" height="6" rx="3" fill="#0b3b3a" opacity="0.7" />
        <rect x="46" y="26" width="24" height="5" rx="2.5" fill="#526174" opacity="0.5" />
      </g>
    </svg>
  );
}
