export type BodyMeasure = 'bust' | 'underBust' | 'waist' | 'hips' | 'shoulder' | 'height';

// Where the tape goes on the figure, per measurement (viewBox 0 0 120 260).
const bands: Record<Exclude<BodyMeasure, 'shoulder' | 'height'>, { cy: number; rx: number }> = {
  bust: { cy: 80, rx: 27 },
  underBust: { cy: 93, rx: 24 },
  waist: { cy: 112, rx: 20 },
  hips: { cy: 142, rx: 30 },
};

/** A drawn figure with the tape where this measurement is taken. Decorative text sits beside it, so it has a title. */
export function BodyDiagram({ measure, title }: { measure: BodyMeasure; title: string }) {
  const band = measure === 'shoulder' || measure === 'height' ? null : bands[measure];
  return (
    <svg viewBox="0 0 120 260" role="img" aria-label={title} className="h-56 w-auto sm:h-64">
      <g fill="#f7f1ea" stroke="#5b4f47" strokeWidth="1.4" strokeLinejoin="round" strokeLinecap="round">
        <circle cx="60" cy="24" r="13" />
        <path d="M36 58C30 82 28 112 25 146M84 58C90 82 92 112 95 146" fill="none" />
        <path d="M54 37v9C44 48 37 50 36 58c-1 12 2 22 1 32-1 10 4 16 5 22-1 10-10 20-10 34 0 24 8 54 12 102h12l4-78 4 78h12c4-48 12-78 12-102 0-14-9-24-10-34 1-6 6-12 5-22-1-10 2-20 1-32-1-8-8-10-18-12v-9z" />
      </g>
      <g stroke="#9f4213" strokeWidth="2.4" fill="none" strokeLinecap="round">
        {band && (
          <>
            <ellipse cx="60" cy={band.cy} rx={band.rx} ry="5" strokeDasharray="4 3" />
            <circle cx={60 + band.rx} cy={band.cy} r="2.4" fill="#9f4213" />
          </>
        )}
        {measure === 'shoulder' && (
          <>
            <path d="M36 54H84" />
            <path d="M36 49v10M84 49v10" />
          </>
        )}
        {measure === 'height' && (
          <>
            <path d="M108 11V248" />
            <path d="M103 11h10M103 248h10M104 17l4-6 4 6M104 242l4 6 4-6" />
          </>
        )}
      </g>
    </svg>
  );
}
