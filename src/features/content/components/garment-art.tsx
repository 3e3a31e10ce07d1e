/** A drawn abaya in the piece's own colour: shown when a product has no photograph. */
export function GarmentArt({ hex = '#d8c3a5', className = '' }: { hex?: string; className?: string }) {
  return (
    <svg viewBox="0 0 300 400" className={className} aria-hidden="true" preserveAspectRatio="xMidYMid slice">
      <rect width="300" height="400" fill="#f7f1ea" />
      <path
        d="M150 60c-18 0-30 8-36 20l-58 62 22 26 30-26-22 218h128l-22-218 30 26 22-26-58-62c-6-12-18-20-36-20z"
        fill={hex}
      />
      <path
        d="M130 70c6 14 14 22 20 22s14-8 20-22"
        fill="none"
        stroke="#2a211c"
        strokeOpacity=".25"
        strokeWidth="2"
      />
      <path d="M150 92v268" stroke="#2a211c" strokeOpacity=".12" strokeWidth="2" />
    </svg>
  );
}
